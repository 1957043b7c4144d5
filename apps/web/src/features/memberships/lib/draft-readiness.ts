/**
 * Whether the stored order info is ready for a later step: it is this visitor's, for this
 * membership, and the details page accepted it (an earlier step skipped by a typed URL or an old tab is not).
 */
import { readMembershipDraft, type MembershipDraft } from './membership-draft.ts';
import { createDetailsFormSchema } from './membership-forms.ts';

export function readReadyDraft(
  membershipId: number,
  { today, isGuest, memberId }: { today: string; isGuest: boolean; memberId: number | null },
): MembershipDraft | undefined {
  const draft = readMembershipDraft();
  if (!draft || draft.membershipId !== membershipId || draft.memberId !== memberId)
    return undefined;
  const details = createDetailsFormSchema({ today, isGuest }).safeParse(draft);
  return details.success ? draft : undefined;
}
