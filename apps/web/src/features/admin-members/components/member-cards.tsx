import type { AdminMember } from '@shop/core/member-admin-api';
import { imageUploadAccept } from '@shop/core/image-uploads';
import { formatPassCode } from '@shop/core/membership-entitlements';
import { holderPhotoTexts } from '@shop/core/pass-photo-api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FilePickerButton } from '../../../components/ui/file-picker-button.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ConfirmDialog } from '../../admin-shared/components/confirm-dialog.tsx';
import { useHolderPhoto } from '../api/holder-photos.ts';
import { useReplaceCard } from '../api/members.ts';
import { RefusalAlert } from '../../admin-shared/components/refusal-alert.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';

/** A holder's photo taken (or replaced) and removed at the window (decision 091), audited. */
function CardPhotoActions({
  memberId,
  name,
  hasPhoto,
  photo,
}: {
  memberId: number;
  name: string;
  hasPhoto: boolean;
  photo: ReturnType<typeof useHolderPhoto>;
}) {
  const done = { onSuccess: (answer: { message: string }) => showSaved(answer.message) };
  const whose = <span className="sr-only"> of {name}</span>;
  return (
    <>
      <FilePickerButton
        label={
          <>
            {hasPhoto ? holderPhotoTexts.replaceShort : holderPhotoTexts.takeShort}
            {whose}
          </>
        }
        accept={imageUploadAccept}
        isDisabled={photo.isPending}
        onFile={(file) => photo.mutate({ memberId, file }, done)}
      />
      {hasPhoto ? (
        <Button
          variant="secondary"
          size="sm"
          isDisabled={photo.isPending}
          onPress={() => photo.mutate({ memberId, file: null }, done)}
        >
          {holderPhotoTexts.removeShort}
          {whose}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The household's membership cards (issue 31): each holder's code as the gate reads it, and
 * "Replace card…" for a lost one, which stops the old code at once (decision 088).
 */
export function MemberCards({ member, className }: { member: AdminMember; className: string }) {
  const [replacing, setReplacing] = useState<{ id: number; name: string } | null>(null);
  const replace = useReplaceCard(member.id);
  const photo = useHolderPhoto(member.id);
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
            <li key={card.code} className="py-3">
              <div className="flex items-center gap-3">
                {card.photoUrl ? (
                  <img
                    src={card.photoUrl}
                    alt={holderPhotoTexts.photoOf(nameOf(card.memberId))}
                    className="size-14 shrink-0 rounded-lg bg-glacier-100 object-cover"
                  />
                ) : null}
                <span>
                  <span className="block font-semibold text-navy-950">{nameOf(card.memberId)}</span>
                  <span className="font-mono tracking-wider">{formatPassCode(card.code)}</span>
                </span>
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                <CardPhotoActions
                  memberId={card.memberId}
                  name={nameOf(card.memberId)}
                  hasPhoto={card.photoUrl !== null}
                  photo={photo}
                />
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
              </div>
            </li>
          ))}
        </ul>
      )}
      <RefusalAlert error={photo.error} fallback={holderPhotoTexts.failed} />
      <ConfirmDialog
        isOpen={replacing !== null}
        title={`Replace ${replacing?.name ?? ''}’s card?`}
        confirmLabel="Replace card"
        isConfirmDisabled={replace.isPending}
        refusal={refusalMessage(replace.error)}
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
        <p>
          The old card stops admitting at once, at every gate. The new card’s code shows here and on
          the member’s account page.
        </p>
      </ConfirmDialog>
    </section>
  );
}
