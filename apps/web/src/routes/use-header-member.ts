import { useMemo } from 'react';
import type { HeaderMember } from '../components/layout/member-menu.tsx';
import { pickStoredText, storageKeys, useStoredJson } from '../lib/storage.ts';

/**
 * The logged-in member the header names (decision 035), from the stored session. Read field by
 * field without zod, as the shell is on the first page (decision 051): a stored session without
 * a token or a name reads as logged out. The member pages read the whole session through
 * features/members/lib/member-session.ts and its schema.
 */
export function useHeaderMember(): HeaderMember | undefined {
  const stored = useStoredJson(storageKeys.member);
  return useMemo(() => {
    if (!pickStoredText(stored, 'token')) return undefined;
    const primaryMember = (stored as { primaryMember?: unknown }).primaryMember;
    const firstName = pickStoredText(primaryMember, 'firstName');
    const lastName = pickStoredText(primaryMember, 'lastName');
    if (firstName === undefined && lastName === undefined) return undefined;
    return {
      firstName: firstName ?? '',
      lastName: lastName ?? '',
      email: pickStoredText(primaryMember, 'email'),
    };
  }, [stored]);
}
