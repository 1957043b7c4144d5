import type { LineItem } from '@shop/core/cart';
import { dollarsToCents, formatPrice, formatUsd } from '@shop/core/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { BookingDetailsList } from '../../../components/booking-details-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PictureFrame } from '../../../components/ui/picture-frame.tsx';
import { AttendeeNames } from '../../../components/attendee-names.tsx';
import { countTicketsByType, describeLineDateTime } from '../lib/describe-line.ts';
import { cartScreenTexts } from '../texts.ts';

/**
 * A line of the order being edited that the order already had (SPEC section 2): it cannot be
 * deleted; a future timed item can change its reservation, anything else says why not.
 */
export interface ExistingLineEdit {
  /** The activity, the event or the number of tickets differs from the original order. */
  isModified: boolean;
  /** Set when the reservation can still be changed. */
  changeHref: string | null;
  /** Why it cannot, when it cannot. */
  note: string | null;
}

export interface CartLineItemProps {
  line: LineItem;
  editHref: string;
  onDelete: () => void;
  /** The Delete button is hovered or focused: its dialog's code may be fetched. */
  onDeleteIntent?: () => void;
  /** Set in edit mode for a line of the original order; new lines keep Edit Details and Delete. */
  existing?: ExistingLineEdit | undefined;
}

/** The line's subtotal, and its taxes when it has any. */
function LineAmounts({ line }: { line: LineItem }) {
  return (
    <dl className="space-y-1 border-t border-navy-900/10 pt-3 text-[0.9375rem]">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">Subtotal</dt>
        <dd className="font-semibold tabular-nums">{formatUsd(dollarsToCents(line.subtotal))}</dd>
      </div>
      {line.taxes > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Taxes</dt>
          <dd className="tabular-nums">{formatUsd(dollarsToCents(line.taxes))}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Edit Details and Delete for a new line; for a line of the order being edited, its change of
 * reservation or why there is none.
 */
function LineActions({
  existing,
  editHref,
  headingId,
  onDelete,
  onDeleteIntent,
}: Pick<CartLineItemProps, 'existing' | 'editHref' | 'onDelete' | 'onDeleteIntent'> & {
  headingId: string;
}) {
  return existing ? (
    <div className="mt-auto">
      {existing.changeHref ? (
        <Link
          to={existing.changeHref}
          aria-describedby={headingId}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          {cartScreenTexts.changeReservation}
        </Link>
      ) : existing.note ? (
        <p className="text-sm text-slate-700">{existing.note}</p>
      ) : null}
    </div>
  ) : (
    <div className="mt-auto flex flex-wrap gap-2">
      <Link
        to={editHref}
        aria-describedby={headingId}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        {cartScreenTexts.editDetails}
      </Link>
      <Button
        variant="ghost"
        size="sm"
        aria-describedby={headingId}
        onPress={onDelete}
        onHoverStart={onDeleteIntent}
        onFocus={onDeleteIntent}
        className="text-red-800 hover:bg-red-50 hover:text-red-900"
      >
        {cartScreenTexts.delete}
      </Button>
    </div>
  );
}

/**
 * One line of the cart: what, when, the tickets by type, the booking details given, its amounts
 * and its actions.
 */
export function CartLineItem({
  line,
  editHref,
  onDelete,
  onDeleteIntent,
  existing,
}: CartLineItemProps) {
  const headingId = useId();
  const when = describeLineDateTime(line);
  return (
    <Card as="li" aria-labelledby={headingId} className="flex flex-col sm:flex-row">
      <PictureFrame
        src={line.thumbnail}
        width={320}
        height={240}
        isLazy
        className="hidden w-44 shrink-0 sm:block"
        iconClassName="size-10"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          {line.thumbnail ? (
            <img
              src={line.thumbnail}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="size-16 shrink-0 rounded-lg object-cover sm:hidden"
            />
          ) : null}
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 id={headingId} className="text-lg leading-snug font-bold text-navy-950">
                {line.displayName}
              </h3>
              {existing?.isModified ? (
                <Badge tone="accent">{cartScreenTexts.modified}</Badge>
              ) : null}
            </div>
            {when ? (
              <p className="mt-1 text-[0.9375rem] text-slate-700">
                <span className="font-semibold text-navy-900">{when.date}</span>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {when.time}
              </p>
            ) : (
              <p className="mt-1 text-[0.9375rem] text-slate-700">{line.eventName}</p>
            )}
          </div>
        </div>
        <ul className="space-y-1.5" aria-label={`Tickets for ${line.displayName}`}>
          {countTicketsByType(line).map((group) => (
            <li key={group.key} className="text-[0.9375rem]">
              <div className="flex justify-between gap-4">
                <span>
                  <span className="font-semibold tabular-nums">{group.quantity}</span> ×{' '}
                  {group.displayName}
                </span>
                <span className="tabular-nums">{formatPrice(group.subtotalCents)}</span>
              </div>
              <AttendeeNames names={group.attendees} />
            </li>
          ))}
        </ul>
        <BookingDetailsList udfs={line.bookingUdfs} />
        <LineAmounts line={line} />
        <LineActions
          existing={existing}
          editHref={editHref}
          headingId={headingId}
          onDelete={onDelete}
          onDeleteIntent={onDeleteIntent}
        />
      </div>
    </Card>
  );
}
