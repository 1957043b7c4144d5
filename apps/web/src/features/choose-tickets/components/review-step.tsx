import type { LineItem } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import type { TicketStep } from '@shop/core/ticket-steps';
import type { TicketActions } from '../hooks/use-ticket-actions.ts';
import { reviewLinesOf } from '../lib/activity-lines.ts';
import type { TicketCart } from '../lib/ticket-cart.ts';
import { ChooseTicketsActions } from './choose-tickets-actions.tsx';
import { SelectionReview } from './selection-review.tsx';
import { StepSection } from './step-section.tsx';

/**
 * The last step: the activity's lines in the cart, its booking details' edit, and the way on
 * (checkout, more activities, another session).
 */
export function ReviewStep({
  step,
  activity,
  ticketCart,
  line,
  lineHere,
  actions,
  isEditMode,
  activitiesHref,
  checkoutHref,
  onAddAnotherSession,
}: {
  step: TicketStep;
  activity: Activity;
  ticketCart: TicketCart;
  /** The line being edited, at any session. */
  line: LineItem | null;
  /** That line when it is at the selected session. */
  lineHere: LineItem | null;
  actions: TicketActions;
  isEditMode: boolean;
  activitiesHref: string;
  checkoutHref: string;
  onAddAnotherSession: (() => void) | undefined;
}) {
  return (
    <StepSection step={step}>
      <SelectionReview
        lines={reviewLinesOf(ticketCart.cart, activity.id, line)}
        bookingDetailsEdit={
          lineHere && activity.bookingUdfs.length > 0 && !isEditMode
            ? {
                lineId: lineHere.id,
                onEdit: () => void actions.editBookingDetails(),
                isBusy: actions.isBusy,
              }
            : undefined
        }
      />
      <div className="mt-6 border-t border-navy-900/10 pt-6">
        <ChooseTicketsActions
          isEditMode={isEditMode}
          activitiesHref={activitiesHref}
          checkoutHref={checkoutHref}
          changes={ticketCart}
          onAddAnotherSession={onAddAnotherSession}
        />
      </div>
    </StepSection>
  );
}
