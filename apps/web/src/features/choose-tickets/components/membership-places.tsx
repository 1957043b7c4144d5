import type { LineItem } from '@shop/core/cart';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { passPlaceLabels } from '@shop/core/pass-place-labels';
import type { PassPlaceHolder, PassPlaceOption } from '@shop/core/pass-booking';
import { Button } from '../../../components/ui/button.tsx';
import type { TicketActions } from '../hooks/use-ticket-actions.ts';

export interface MembershipPlacesProps {
  holders: readonly PassPlaceHolder[];
  /** The visitor's line at this session, which holds the places added here. */
  line: LineItem | null;
  actions: TicketActions;
  /** The session is sold out: no place can be added. */
  isAddDisabled: boolean;
}

const describeOption = (option: PassPlaceOption) =>
  option.benefit === 'included'
    ? passPlaceLabels.included
    : `${passPlaceLabels.memberPrice} · ${option.displayName}`;

/**
 * A logged-in household's membership places at the chosen session (decision 094): each pass
 * holder's one place, at no charge or at the member price, added or taken away by name, and a
 * guest while guest passes last.
 */
export function MembershipPlaces({ holders, line, actions, isAddDisabled }: MembershipPlacesProps) {
  if (holders.length === 0) return null;
  const placeOf = (holder: PassPlaceHolder) =>
    line?.lineItemTickets.find((ticket) => ticket.id === holder.lineItemTicketId);
  const guestsOf = (holder: PassPlaceHolder) =>
    (line?.lineItemTickets ?? []).filter(
      (ticket) =>
        ticket.passPlace?.memberId === holder.memberId && ticket.passPlace.benefit === 'guest',
    );
  return (
    <section
      aria-labelledby="membership-places-heading"
      className="mb-6 rounded-xl bg-glacier-50 p-4 ring-1 ring-glacier-600/20 sm:p-5"
    >
      <h3 id="membership-places-heading" className="text-lg font-bold text-navy-950">
        {passPlaceLabels.heading}
      </h3>
      <p className="mt-0.5 text-sm text-slate-700">{passPlaceLabels.intro}</p>
      <ul className="mt-3 divide-y divide-navy-900/10">
        {holders.map((holder) => {
          const option = holder.options[0]!;
          const name = `${holder.firstName} ${holder.lastName}`;
          const place = placeOf(holder);
          const guests = guestsOf(holder);
          return (
            <li
              key={holder.memberId}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-x-4"
            >
              <div className="min-w-0 sm:flex-1">
                <p className="font-semibold text-navy-950">{name}</p>
                <p className="text-sm text-slate-700">
                  {describeOption(option)}:{' '}
                  <span className="font-bold text-navy-900 tabular-nums">
                    {formatUsd(dollarsToCents(option.price))}
                  </span>
                  {option.publicPrice > option.price ? (
                    <span className="text-slate-600">
                      {' '}
                      (instead of {formatUsd(dollarsToCents(option.publicPrice))})
                    </span>
                  ) : null}
                </p>
                {holder.guestPassesLeft > 0 || guests.length > 0 ? (
                  <p className="text-sm text-slate-700">
                    {guests.length > 0 ? `${passPlaceLabels.guestsAdded(guests.length)} · ` : ''}
                    {passPlaceLabels.guestPassesLeft(holder.guestPassesLeft)}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {place ? (
                  <Button
                    variant="secondary"
                    aria-label={passPlaceLabels.remove(name)}
                    isDisabled={actions.isBusy}
                    onPress={() => void actions.removeTicket(place)}
                  >
                    Remove
                  </Button>
                ) : holder.booked ? (
                  <p className="text-sm font-semibold text-slate-700">
                    {passPlaceLabels.bookedElsewhere}
                  </p>
                ) : (
                  <Button
                    aria-label={passPlaceLabels.add(name)}
                    isDisabled={actions.isBusy || isAddDisabled}
                    onPress={() => void actions.addPassPlace(holder, option, false)}
                  >
                    Add
                  </Button>
                )}
                {holder.guestPassesLeft > 0 ? (
                  <Button
                    variant="secondary"
                    aria-label={passPlaceLabels.addGuest(name)}
                    isDisabled={actions.isBusy || isAddDisabled}
                    onPress={() => void actions.addPassPlace(holder, option, true)}
                  >
                    Add a guest
                  </Button>
                ) : null}
                {guests.length > 0 ? (
                  <Button
                    variant="secondary"
                    aria-label={passPlaceLabels.removeGuest(name)}
                    isDisabled={actions.isBusy}
                    onPress={() => void actions.removeTicket(guests.at(-1)!)}
                  >
                    Remove a guest
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
