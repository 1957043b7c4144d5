/** Where the login page sends a visitor once logged in (SPEC section 4, 'Login redirect'). */
import { loginRedirect } from '@shop/core/login-redirect';
import { z } from 'zod';
import { readStored, removeStored, storageKeys, useStored } from '../../../lib/storage.ts';

const storedMembershipIdSchema = z.union([z.number(), z.string()]);
const storedRedirectSchema = z.string();

/**
 * The membershipId query parameter; else the stored redirect; else the stored membership. The
 * server, which has no storage, renders the query's destination, and the browser hydrates that
 * same page before the stored ones count.
 */
export function useLoginDestination(membershipIdParam: string | null): string {
  const storedRedirect = useStored(storageKeys.loginRedirect, storedRedirectSchema);
  const storedMembershipId = useStored(storageKeys.membershipId, storedMembershipIdSchema);
  return loginRedirect({ membershipId: membershipIdParam, storedRedirect, storedMembershipId });
}

/** The destination, forgetting the stored redirect: it serves one login only. */
export function takeLoginDestination(membershipIdParam: string | null): string {
  const destination = loginRedirect({
    membershipId: membershipIdParam,
    storedRedirect: readStored(storageKeys.loginRedirect, storedRedirectSchema),
    storedMembershipId: readStored(storageKeys.membershipId, storedMembershipIdSchema),
  });
  removeStored(storageKeys.loginRedirect);
  return destination;
}

/** Whether the destination is a membership page, where a guest could check out. */
export function isMembershipDestination(destination: string): boolean {
  return /^\/memberships\/\d+/.test(destination);
}

/** What another page may hand the login page in the navigation state: a message to show. */
export interface MemberLoginState {
  notice?: string;
}
