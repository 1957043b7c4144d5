/**
 * `Cache-Control: no-store` for answers that carry a visitor's cart, order, account, checkout or
 * card: no browser, proxy or CDN may keep a copy (a shared computer's back button, a cache in
 * between). Added as an onSend hook, so a route's errors carry it too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function preventStoring(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
