/**
 * The logged-in member's session token, read without zod: the visitor's pages that send it (the
 * checkout, the choose-tickets page's membership places) load none (decision 065).
 */
import { pickStoredText, readStoredJson, storageKeys, useStoredJson } from './storage.ts';

/** `Authorization: Bearer {token}` for a member's calls, or nothing for a guest. */
export function bearerHeaders(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * The stored member's bearer header, else nothing: the server records an order as theirs
 * (decision 092) and books their membership places (decision 094).
 */
export function memberSessionHeaders(): Record<string, string> {
  return bearerHeaders(pickStoredText(readStoredJson(storageKeys.member), 'token'));
}

/** The member's session token, kept in step with logins and logouts; undefined for a visitor. */
export function useMemberToken(): string | undefined {
  return pickStoredText(useStoredJson(storageKeys.member), 'token');
}

/**
 * The logged-in member's e-mail address, kept in step with logins and logouts; undefined for a
 * visitor: a waiting list takes it without asking (decision 103).
 */
export function useMemberEmail(): string | undefined {
  const stored = useStoredJson(storageKeys.member);
  const member =
    typeof stored === 'object' && stored !== null
      ? (stored as Record<string, unknown>)['primaryMember']
      : undefined;
  return pickStoredText(member, 'email');
}
