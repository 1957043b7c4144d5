import type { AdminMember } from '@shop/core/member-admin-api';
import { formatPassCode } from '@shop/core/membership-entitlements';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useReplaceCard } from '../api/members.ts';
import { showSaved } from './admin-toasts.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * The household's membership cards (issue 31): each holder's code as the gate reads it, and
 * "Replace card…" for a lost one, which stops the old code at once (decision 088).
 */
export function MemberCards({ member, className }: { member: AdminMember; className: string }) {
  const [replacing, setReplacing] = useState<{ id: number; name: string } | null>(null);
  const replace = useReplaceCard(member.id);
  const nameOf = (id: number) => member.household.find((entry) => entry.id === id)?.name ?? '';

  return (
    <section aria-labelledby="cards-heading" className={className}>
      <h2 id="cards-heading" className="text-lg font-bold text-navy-950">
        Membership cards
      </h2>
      {member.cards.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No card yet: a card comes with the first pass.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-navy-900/10 text-sm text-navy-800">
          {member.cards.map((card) => (
            <li key={card.code} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="block font-semibold text-navy-950">{nameOf(card.memberId)}</span>
                <span className="font-mono tracking-wider">{formatPassCode(card.code)}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  replace.reset();
                  setReplacing({ id: card.memberId, name: nameOf(card.memberId) });
                }}
              >
                Replace card…
                <span className="sr-only"> of {nameOf(card.memberId)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={replacing !== null}
        title={`Replace ${replacing?.name ?? ''}’s card?`}
        confirmLabel="Replace card"
        isConfirmDisabled={replace.isPending}
        onCancel={() => setReplacing(null)}
        onConfirm={() =>
          replacing &&
          replace.mutate(replacing.id, {
            onSuccess: (card) => {
              setReplacing(null);
              showSaved(card.message);
            },
          })
        }
      >
        {replace.error ? (
          <Alert
            tone="error"
            role="alert"
            title={
              replace.error instanceof ApiError ? replace.error.message : 'Not saved. Try again.'
            }
          />
        ) : null}
        <p>
          The old card stops admitting at once, at every gate. The new card’s code shows here and on
          the member’s account page.
        </p>
      </ConfirmDialog>
    </section>
  );
}
