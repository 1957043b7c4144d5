import type { Ticket } from '@shop/core/catalogue';
import { dollarsToCents, formatPrice } from '@shop/core/money';
import { useEffect, useId, useRef } from 'react';
import { Button } from 'react-aria-components';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

export interface TicketRowProps {
  ticket: Ticket;
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
  isPending: boolean;
  /**
   * Another change is being saved: presses wait (the buttons keep focus, so a keyboard user
   * does not lose their place), and the row says it is busy.
   */
  isBusy: boolean;
  /** No more can be added (sold out): the plus button is off, the minus still works. */
  isAddDisabled?: boolean;
  /**
   * False in edit mode while the quantity is not above what the order bought: tickets of the
   * order are removed by customer service only, so there is no minus button (SPEC section 4).
   */
  canRemove?: boolean;
}

const stepButtonClasses =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white text-navy-900 ring-1 ring-navy-900/25 transition-colors ring-inset hover:bg-glacier-100 hover:ring-navy-900/45 data-[pressed]:bg-glacier-200 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[disabled]:ring-navy-900/10 data-[disabled]:hover:bg-white';

/** A ticket type with its price ('Free' at zero or less) and a quantity control. */
export function TicketRow({
  ticket,
  quantity,
  onAdd,
  onRemove,
  isPending,
  isBusy,
  isAddDisabled = false,
  canRemove = true,
}: TicketRowProps) {
  const nameId = useId();
  const minusRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const isMinusDisabled = quantity === 0;
  // A button that turns off while focused hands focus to its twin instead of dropping it.
  useEffect(() => {
    if (isMinusDisabled && document.activeElement === minusRef.current) plusRef.current?.focus();
  }, [isMinusDisabled]);
  useEffect(() => {
    if (isAddDisabled && document.activeElement === plusRef.current) minusRef.current?.focus();
  }, [isAddDisabled]);
  // The minus button that goes away while focused (back at the order's count) hands focus on.
  const wasRemovable = useRef(canRemove);
  useEffect(() => {
    const lostMinus = wasRemovable.current && !canRemove;
    wasRemovable.current = canRemove;
    if (lostMinus && document.activeElement === document.body) plusRef.current?.focus();
  }, [canRemove]);
  const price = formatPrice(dollarsToCents(ticket.price));
  return (
    <li className="flex items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p id={nameId} className="font-semibold text-navy-950">
          {ticket.displayName}
        </p>
        {ticket.description ? (
          <p className="mt-0.5 text-sm text-slate-600">{ticket.description}</p>
        ) : null}
        {ticket.left === undefined ? null : (
          <p className="mt-0.5 text-sm font-semibold text-slate-700">
            {ticket.left === 0 ? 'Sold out for this time' : `${ticket.left} left for this time`}
          </p>
        )}
        <p className="mt-0.5 font-bold text-navy-900 tabular-nums sm:hidden">{price}</p>
      </div>
      <p className="hidden w-20 text-right font-bold text-navy-900 tabular-nums sm:block">
        {price}
      </p>
      <div
        role="group"
        aria-labelledby={nameId}
        aria-busy={isBusy || undefined}
        className="flex items-center gap-2"
      >
        {canRemove ? (
          <Button
            ref={minusRef}
            aria-label={`Remove one ${ticket.displayName}`}
            onPress={onRemove}
            isDisabled={isMinusDisabled}
            className={stepButtonClasses}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
              <path d="M6 12h12" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" />
            </svg>
          </Button>
        ) : (
          <span aria-hidden="true" className="size-11" />
        )}
        <span className="relative flex w-9 justify-center">
          <output
            aria-live="polite"
            aria-label={`${ticket.displayName} quantity`}
            className={cn(
              'text-lg font-bold tabular-nums',
              isPending ? 'opacity-0' : quantity > 0 ? 'text-navy-950' : 'text-slate-600',
            )}
          >
            {quantity}
          </output>
          {isPending ? (
            <Spinner className="absolute top-1/2 left-1/2 size-5 -translate-1/2 text-glacier-700" />
          ) : null}
        </span>
        <Button
          ref={plusRef}
          aria-label={`Add one ${ticket.displayName}`}
          onPress={onAdd}
          isDisabled={isAddDisabled}
          className={stepButtonClasses}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
            <path
              d="M12 6v12M6 12h12"
              stroke="currentColor"
              strokeWidth={2.25}
              strokeLinecap="round"
            />
          </svg>
        </Button>
      </div>
    </li>
  );
}
