/**
 * CSRF tokens (decision 041): a random secret in an HttpOnly, SameSite=Strict cookie, and tokens
 * made from it (@fastify/csrf, the library under @fastify/csrf-protection) that the admin app
 * sends back in `X-CSRF-Token`. Another site can neither read the token nor set the header.
 */
import Tokens from '@fastify/csrf';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffTexts } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';

export const CSRF_COOKIE = 'staff_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const ADMIN_PREFIX = '/api/v1/admin';

const tokens = new Tokens({ userInfo: false });

export const staffCookieOptions = (secure: boolean) =>
  ({ path: ADMIN_PREFIX, httpOnly: true, sameSite: 'strict', secure }) as const;

export const crossSite = () => new AppError('forbidden', staffTexts.crossSite);

/** A token for the caller's secret cookie, setting a new secret when there is none. */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  let secret = request.cookies[CSRF_COOKIE];
  if (!secret) {
    secret = tokens.secretSync();
    reply.setCookie(CSRF_COOKIE, secret, staffCookieOptions(secure));
  }
  return tokens.create(secret);
}

/** Refuses a state-changing call without a token made from its secret cookie. */
export function checkCsrfToken(request: FastifyRequest): void {
  const secret = request.cookies[CSRF_COOKIE];
  const token = request.headers[CSRF_HEADER];
  if (!secret || typeof token !== 'string' || !tokens.verify(secret, token)) throw crossSite();
}

/** Refuses a state-changing call that says it comes from another site. */
export function refuseCrossSite(request: FastifyRequest, publicOrigin: string): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw crossSite();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const ownOrigin = `${request.protocol}://${request.host}`;
  if (origin !== publicOrigin && origin !== ownOrigin) throw crossSite();
}
