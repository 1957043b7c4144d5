/** Where the login page sends a visitor once logged in (SPEC section 4, 'Login redirect'). */
import { loginRedirect } from '@shop/core/login-redirect';
import { z } from 'zod';
import { readStored, removeStored, storageKeys } from '../../../lib/storage.ts';

const storedMembershipIdSchema = z.union([z.number(), z.string()]);

/** The membershipId query parameter; else the stored redirect; else the stored membership. */
export function findLoginDestination(membershipIdParam: string | null): string {
  return loginRedirect({
    membershipId: membershipIdParam,
    storedRedirect: readStored(storageKeys.loginRedirect, z.string()),
    storedMembershipId: readStored(storageKeys.membershipId, storedMembershipIdSchema),
  });
}

/** The destination, forgetting the stored redirect: it serves one login only. */
export function takeLoginDestination(membershipIdParam: string | null): string {
  const destination = findLoginDestination(membershipIdParam);
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
