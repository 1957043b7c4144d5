import type { UdfValueInput } from '@shop/core/udf-rules';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import type { TicketDialogState } from '../hooks/use-ticket-dialog.ts';
import {
  AttendeeDetailsForm,
  type AttendeeAnswer,
} from '../../../components/ticket-details/attendee-form.tsx';
import { BookingDetailsForm } from './booking-details-form.tsx';

/** The booking-details and attendee dialog of the add-ticket flow (SPEC section 4). */
export function TicketDialog({ dialog, today }: { dialog: TicketDialogState; today: string }) {
  const { question } = dialog;
  const onDone = (answer: UdfValueInput[] | AttendeeAnswer | null) => {
    if (answer === null) dialog.cancel();
    else dialog.answer(answer);
  };
  return (
    <ModalDialog
      isOpen={question !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) dialog.cancel();
      }}
      title={question?.kind === 'booking' ? 'Booking Details' : 'Attendee Details'}
      subtitle={
        question?.kind === 'attendee'
          ? `${question.activity.displayName} · ${question.ticketName}`
          : question?.activity.displayName
      }
      size={question?.kind === 'attendee' ? 'lg' : 'md'}
    >
      {question?.kind === 'booking' ? (
        <BookingDetailsForm
          key="booking"
          activity={question.activity}
          initial={question.initial}
          submitLabel={question.isChange ? 'Save' : 'Continue'}
          onDone={onDone}
        />
      ) : question?.kind === 'attendee' ? (
        <AttendeeDetailsForm
          key={`attendee-${question.initial?.id ?? 'new'}`}
          activity={question.activity}
          initial={question.initial}
          today={today}
          ages={question.ages}
          onDone={onDone}
        />
      ) : null}
    </ModalDialog>
  );
}
