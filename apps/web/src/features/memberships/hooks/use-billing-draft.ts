import type { Membership } from '@shop/core/membership-api';
import { shopDateAt } from '@shop/core/shop-time';
import { useMemo, useState } from 'react';
import { readReadyDraft } from '../lib/draft-readiness.ts';
import { saveMembershipDraft, type MembershipDraft } from '../lib/membership-draft.ts';
import { toOrderInfo } from '../lib/membership-order-info.ts';

/**
 * The order info the billing step prices: the stored draft once the details step accepted it,
 * then the draft as a promo code or donation changes it.
 */
export function useBillingDraft(
  membership: Membership | undefined,
  { isGuest, memberId }: { isGuest: boolean; memberId: number | null },
) {
  const [today] = useState(() => shopDateAt(new Date()));
  const membershipId = membership?.id;
  const storedDraft = useMemo(
    () =>
      membershipId === undefined
        ? undefined
        : readReadyDraft(membershipId, { today, isGuest, memberId }),
    [membershipId, today, isGuest, memberId],
  );
  const [changedDraft, setChangedDraft] = useState<MembershipDraft | undefined>();
  const draft = changedDraft ?? storedDraft;
  const orderInfo = useMemo(
    () => (draft && membership ? toOrderInfo(draft, membership, { isGuest }) : undefined),
    [draft, membership, isGuest],
  );

  /** Keeps a change the checkout took; answers the order info the draft now makes. */
  const changeDraft = (changes: Partial<Pick<MembershipDraft, 'coupon' | 'donationAmount'>>) => {
    if (!draft || !membership) return undefined;
    const next = { ...draft, ...changes };
    saveMembershipDraft(next, { now: true });
    setChangedDraft(next);
    return toOrderInfo(next, membership, { isGuest });
  };

  return { draft, orderInfo, changeDraft };
}
