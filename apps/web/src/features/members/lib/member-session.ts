/**
 * The member session kept in the browser (SPEC sections 3 and 4): the household with its session
 * token, or the choice to check out as a guest. A visitor is logged in while member details with
 * a token are stored.
 */
import { memberSessionSchema, type MemberSession } from '@shop/core/member-api';
import { useMemo } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import {
  readStored,
  removeStored,
  storageKeys,
  useStored,
  writeStored,
} from '../../../lib/storage.ts';

const guestSchema = z.literal(true);

export function readMemberSession(): MemberSession | undefined {
  return readStored(storageKeys.member, memberSessionSchema);
}

function isLoggedIn(): boolean {
  return Boolean(readMemberSession()?.token);
}

function isGuestCheckout(): boolean {
  return readStored(storageKeys.guestCheckout, guestSchema) === true;
}

/** The membership and order details a session owns (SPEC section 4, clearing the session). */
const sessionDetailKeys = [
  storageKeys.member,
  storageKeys.guestCheckout,
  storageKeys.membershipCheckout,
  storageKeys.membershipCheckoutToken,
  storageKeys.membershipOrder,
] as const;

/** Logged out: the member, and the membership and order details made for them, are gone. */
export function clearMemberSession(): void {
  removeStored(...sessionDetailKeys);
}

/**
 * The server no longer knows the token (it expired): logged out, but the order being filled in
 * stays for when the same member logs in again.
 */
export function forgetMemberToken(): void {
  removeStored(storageKeys.member);
}

/** After a login or a registration: the household and its token; no longer a guest. */
export function storeMemberSession(session: MemberSession): void {
  removeStored(storageKeys.guestCheckout);
  writeStored(storageKeys.member, session);
}

/** 'Checkout as a Guest': no account until the order creates one. */
export function startGuestCheckout(): void {
  removeStored(storageKeys.member);
  writeStored(storageKeys.guestCheckout, true);
}

/** The session as stored, kept in step with logins and logouts in this and other tabs. */
export function useMemberSession() {
  const session = useStored(storageKeys.member, memberSessionSchema);
  const guest = useStored(storageKeys.guestCheckout, guestSchema);
  return useMemo(() => {
    // The session token to send, when logged in.
    const token = session?.token || undefined;
    return { session, token, isLoggedIn: token !== undefined, isGuest: guest === true };
  }, [session, guest]);
}

/** Remembers where to come back to, for the login redirect. */
export function storeLoginRedirect(path: string): void {
  writeStored(storageKeys.loginRedirect, path);
}

/**
 * The guard of the membership pages (SPEC section 2), and without guests of the member's own
 * pages (the account, issue 31: a guest checkout has no account to show). Any other visitor goes
 * to the login page, which brings them back here afterwards.
 */
export function requireMember({ allowsGuest }: { allowsGuest: boolean }) {
  return ({ request }: LoaderFunctionArgs) => {
    if (isLoggedIn() || (allowsGuest && isGuestCheckout())) return null;
    const url = new URL(request.url);
    storeLoginRedirect(`${url.pathname}${url.search}`);
    throw redirect(paths.memberLogin.getHref());
  };
}
