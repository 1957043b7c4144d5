import type { Cart, LineItem, LineItemTicket } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import type { ReactNode, Ref } from 'react';
import { dollarsToCents, formatPrice, formatUsd } from '@shop/core/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { PictureFrame } from '../../../components/ui/picture-frame.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';

interface TicketGroup {
  key: string;
  name: string;
  quantity: number;
  amountCents: number;
}

/** Tickets of one type and price as one line: "2 × Adult". */
function groupTickets(tickets: LineItemTicket[]): TicketGroup[] {
  const groups = new Map<string, TicketGroup>();
  for (const ticket of tickets) {
    const key = `${ticket.ticketId}:${ticket.price}`;
    const group = groups.get(key) ?? { key, name: ticket.displayName, quantity: 0, amountCents: 0 };
    group.quantity += ticket.quantity;
    group.amountCents += dollarsToCents(ticket.price) * ticket.quantity;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * What the line is for: the item (an untimed line's session, like 'Season Pass'), the season
 * when the activity shows it, and the session's valid description when timed.
 */
function describeValidity(
  line: LineItem,
  activity: Activity | undefined,
  session: ActivityTime | undefined,
): string[] {
  return [
    !line.timed && line.eventName !== line.displayName ? line.eventName : null,
    activity?.showSeason ? activity.seasonName : null,
    line.timed ? (session?.validDescription ?? null) : null,
  ].filter((text): text is string => Boolean(text));
}

function TicketLines({ label, groups }: { label: string; groups: TicketGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</h4>
      <ul className="mt-1.5 space-y-1">
        {groups.map((group) => (
          <li
            key={group.key}
            className="flex items-baseline justify-between gap-4 text-[0.9375rem]"
          >
            <span className="min-w-0 text-navy-900">
              <span className="tabular-nums">{group.quantity}</span> × {group.name}
            </span>
            <span className="shrink-0 font-medium text-navy-950 tabular-nums">
              {formatPrice(group.amountCents)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LineItemBlock({
  line,
  activity,
  session,
}: {
  line: LineItem;
  activity: Activity | undefined;
  session: ActivityTime | undefined;
}) {
  const validity = describeValidity(line, activity, session);
  const tickets = groupTickets(line.lineItemTickets.filter((ticket) => !ticket.addOn));
  const extras = groupTickets(line.lineItemTickets.filter((ticket) => ticket.addOn));
  return (
    <li className="py-5 first:pt-0">
      <div className="flex gap-4">
        <PictureFrame
          src={line.thumbnail}
          width={80}
          height={80}
          className="size-16 shrink-0 rounded-lg sm:size-20"
          iconClassName="size-8"
        />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-bold text-navy-950">{line.displayName}</h3>
          {activity?.location ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-glacier-600" />
              <span>{activity.location}</span>
            </p>
          ) : null}
          {validity.map((text) => (
            <p key={text} className="mt-1 text-sm text-navy-800">
              {text}
            </p>
          ))}
          {line.timed && session && !activity?.hideCalendarAndDates ? (
            <p className="mt-0.5 text-sm font-semibold text-navy-800">{session.nameForDisplay}</p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 space-y-3">
        <TicketLines label="Tickets" groups={tickets} />
        <TicketLines label="Extras" groups={extras} />
      </div>
    </li>
  );
}

function SummaryRow({
  label,
  amount,
  action,
  note,
  className,
}: {
  label: ReactNode;
  amount: string;
  action?: ReactNode;
  note?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-x-3 py-1.5', className)}>
      <dt className="min-w-0 flex-1 text-[0.9375rem] text-navy-900">{label}</dt>
      <dd className="flex shrink-0 items-center gap-1 text-[0.9375rem] font-medium tabular-nums">
        {amount}
        {action}
      </dd>
      {note ? <dd className="basis-full">{note}</dd> : null}
    </div>
  );
}

export interface PurchaseDetailsProps {
  cart: Cart;
  activities: ReadonlyMap<number, Activity>;
  activityTimes: ReadonlyMap<number, ActivityTime>;
  /** "Donation to {short name}". */
  donationLabel: string;
  cartHref: string;
  onRemoveDonation: () => void;
  isRemovingDonation: boolean;
  onRemoveCoupon: (couponId: number) => void;
  removingCouponId: number | undefined;
  /** The heading takes focus when a removed line takes its Remove button away. */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Edit mode (SPEC section 2): no Subtotal and no donation removal; after the new total, what
   * the order paid and the difference under its heading ('Refund', 'Payment Due', …).
   */
  edit?: { totalPaidCents: number; heading: string; amountDueCents: number } | undefined;
}

/** The order being paid for (SPEC section 2): each line item, donation, discounts and totals. */
export function PurchaseDetails({
  cart,
  activities,
  activityTimes,
  donationLabel,
  cartHref,
  onRemoveDonation,
  isRemovingDonation,
  onRemoveCoupon,
  removingCouponId,
  headingRef,
  edit,
}: PurchaseDetailsProps) {
  return (
    <Card as="section" aria-labelledby="purchase-details-heading" className="p-5 sm:p-6">
      <div className="flex items-baseline justify-between gap-4 border-b border-navy-900/10 pb-4">
        <h2
          ref={headingRef}
          tabIndex={-1}
          id="purchase-details-heading"
          className="text-xl font-bold tracking-tight text-navy-950 sm:text-2xl"
        >
          Purchase Details
        </h2>
        <TextLink to={cartHref} className="text-sm">
          Edit Cart
        </TextLink>
      </div>
      <ul className="divide-y divide-navy-900/10 pt-5">
        {cart.lineItems.map((line) => (
          <LineItemBlock
            key={line.id}
            line={line}
            activity={activities.get(line.activityId)}
            session={activityTimes.get(line.eventId)}
          />
        ))}
      </ul>
      <dl className="mt-1 border-t border-navy-900/10 pt-4">
        {edit ? null : (
          <SummaryRow label="Subtotal" amount={formatUsd(dollarsToCents(cart.subtotal))} />
        )}
        {cart.appliedCoupons.map((applied) => (
          <SummaryRow
            key={applied.id}
            label={
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="rounded bg-glacier-100 px-1.5 py-0.5 font-mono text-xs font-semibold tracking-wide text-glacier-800">
                  {applied.coupon}
                </span>
                <span>{applied.description}</span>
              </span>
            }
            amount={`−${formatUsd(dollarsToCents(applied.discounts))}`}
            action={
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove coupon ${applied.coupon}`}
                onPress={() => onRemoveCoupon(applied.id)}
                isDisabled={removingCouponId === applied.id}
                className="px-2"
              >
                Remove
              </Button>
            }
            note={
              applied.problem ? (
                <p className="mt-1 text-sm text-ember-700">{applied.problem}</p>
              ) : null
            }
          />
        ))}
        {cart.taxes > 0 ? (
          <SummaryRow label="Taxes" amount={formatUsd(dollarsToCents(cart.taxes))} />
        ) : null}
        {cart.donationAmount > 0 ? (
          <SummaryRow
            label={donationLabel}
            amount={formatUsd(dollarsToCents(cart.donationAmount))}
            action={
              edit ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label="Remove donation"
                  onPress={onRemoveDonation}
                  isDisabled={isRemovingDonation}
                  className="px-2"
                >
                  Remove
                </Button>
              )
            }
          />
        ) : null}
        {edit ? (
          <>
            <SummaryRow
              label="Total"
              amount={formatUsd(Math.max(dollarsToCents(cart.total), 0))}
              className="mt-3 border-t border-navy-900/10 pt-3"
            />
            <SummaryRow label="Already paid" amount={formatUsd(edit.totalPaidCents)} />
            <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-navy-900/10 pt-4">
              <dt className="text-lg font-bold text-navy-950">{edit.heading}</dt>
              <dd className="text-2xl font-extrabold tracking-tight text-navy-950 tabular-nums">
                {/* A refund reads as the amount given back, not as a negative payment. */}
                {formatUsd(Math.abs(edit.amountDueCents))}
              </dd>
            </div>
          </>
        ) : (
          <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-navy-900/10 pt-4">
            <dt className="text-lg font-bold text-navy-950">Total</dt>
            <dd className="text-2xl font-extrabold tracking-tight text-navy-950 tabular-nums">
              {formatUsd(Math.max(dollarsToCents(cart.total), 0))}
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
