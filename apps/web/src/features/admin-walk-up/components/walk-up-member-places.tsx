/**
 * The walk-up window's members (issue 31, decision 095): once the gate's lookup (composed by the
 * page) has found a member, each pass holder of their household at the chosen session with what
 * they may book (included at no charge, or the member price), a choice of their one place, and
 * the guests they may bring. The seller's choices go into the sale's cart when its places are
 * held.
 */
import { formatUsd, dollarsToCents } from '@shop/core/money';
import { type PassPlaceHolder, type PassPlaceOption } from '@shop/core/pass-booking';
import { passPlaceLabels } from '@shop/core/pass-place-labels';
import { walkUpMemberTexts as texts } from '@shop/core/walk-up-api';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QuantityField } from '../../../components/ui/quantity-field.tsx';
import { LoadingShapes } from '../../../components/ui/skeleton.tsx';
import { ChoiceRow } from '../../admin-shared/components/admin-form-parts.tsx';
import { QueryFailure } from '../../admin-shared/components/query-states.tsx';
import { useWalkUpPassPlaces } from '../api/walk-up.ts';
import type { MemberChoice, WalkUpMembersDraft } from '../lib/walk-up-members.ts';

const NO_PLACE = 'none';
const noChoice: MemberChoice = { ticketId: null, guests: 0, guestTicketId: null };
const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

function optionWords(option: PassPlaceOption): string {
  return option.benefit === 'included'
    ? `${passPlaceLabels.included} · ${usd(option.price)}`
    : texts.memberPrice(usd(option.price), usd(option.publicPrice));
}

/** One holder: their place (or "Already has a membership place"), and their guests. */
function HolderChoice({
  holder,
  choice,
  onChange,
}: {
  holder: PassPlaceHolder;
  choice: MemberChoice;
  onChange: (choice: MemberChoice) => void;
}) {
  const name = `${holder.firstName} ${holder.lastName}`;
  const change = (next: Partial<MemberChoice>) => {
    const merged = { ...choice, ...next };
    // Guests take the holder's own ticket type, or their first where they take no place.
    onChange({ ...merged, guestTicketId: merged.ticketId ?? holder.options[0]?.ticketId ?? null });
  };
  const guestOption =
    holder.options.find((option) => option.ticketId === choice.ticketId) ?? holder.options[0];
  return (
    <li className="space-y-3 rounded-xl p-3 ring-1 ring-navy-900/10 ring-inset">
      {holder.booked ? (
        <p className="text-navy-900">
          <span className="font-semibold text-navy-950">{name}</span>: {texts.alreadyBooked}
        </p>
      ) : (
        <ChoiceRow
          label={name}
          value={choice.ticketId === null ? NO_PLACE : String(choice.ticketId)}
          onChange={(value) => change({ ticketId: value === NO_PLACE ? null : Number(value) })}
          choices={[
            { id: NO_PLACE, label: texts.noPlace },
            ...holder.options.map((option) => ({
              id: String(option.ticketId),
              label: option.displayName,
              description: optionWords(option),
            })),
          ]}
        />
      )}
      {holder.guestPassesLeft > 0 && guestOption ? (
        <QuantityField
          label={texts.guests(holder.firstName, usd(guestOption.price))}
          description={texts.guestsLeft(holder.guestPassesLeft)}
          value={choice.guests}
          maxValue={holder.guestPassesLeft}
          onChange={(guests) => change({ guests })}
        />
      ) : null}
    </li>
  );
}

/** Each holder of the household with their choice; none when the session gives them nothing. */
export function HouseholdChoices({
  holders,
  choices,
  onChange,
}: {
  holders: PassPlaceHolder[];
  choices: Record<number, MemberChoice>;
  onChange: (choices: Record<number, MemberChoice>) => void;
}) {
  if (holders.length === 0) return <EmptyState title={texts.noPlaces} />;
  return (
    <ul className="space-y-3">
      {holders.map((holder) => (
        <HolderChoice
          key={holder.memberId}
          holder={holder}
          choice={choices[holder.memberId] ?? noChoice}
          onChange={(choice) => onChange({ ...choices, [holder.memberId]: choice })}
        />
      ))}
    </ul>
  );
}

/**
 * The household of the member the window found, with each holder's choice at the session, and
 * "Change member" to look for another.
 */
export function WalkUpHousehold({
  sessionId,
  draft,
  onDraftChange,
}: {
  sessionId: number;
  draft: WalkUpMembersDraft;
  onDraftChange: (draft: WalkUpMembersDraft | null) => void;
}) {
  const places = useWalkUpPassPlaces(sessionId, draft.found.memberId);
  return (
    <section aria-labelledby="walk-up-household-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="walk-up-household-heading" className="text-xl font-bold text-navy-950">
          {texts.household(draft.found.name)}
        </h2>
        <Button variant="secondary" size="sm" onPress={() => onDraftChange(null)}>
          {texts.changeMember}
        </Button>
      </div>
      {places.isPending ? (
        <LoadingShapes label="Loading the household's places" shapes={['h-24 w-full']} />
      ) : places.isError ? (
        <QueryFailure query={places} title="The household’s places could not be loaded." />
      ) : (
        <HouseholdChoices
          holders={places.data}
          choices={draft.choices}
          onChange={(choices) => onDraftChange({ ...draft, choices })}
        />
      )}
    </section>
  );
}
