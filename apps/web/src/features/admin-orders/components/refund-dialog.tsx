import { formatUsd } from '@shop/core/money';
import {
  orderAdminTexts,
  refundAmountCents,
  refundOrderBodySchema,
  type AdminOrder,
  type RefundOrderBody,
} from '@shop/core/order-admin-api';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isNetworkError } from '../../../lib/api-client.ts';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { useOrderRefresh, useRefundOrder } from '../api/orders.ts';
import { PlacesToRefund, refundableTicketsOf, type RefundForm } from './refund-places.tsx';

type ChosenRefund = RefundOrderBody & {
  tickets: { lineItemTicketId: number; quantity: number }[];
};

const toBody = (values: RefundForm): ChosenRefund => ({
  wholeOrder: values.wholeOrder,
  tickets: values.wholeOrder
    ? []
    : Object.entries(values.places)
        .filter(([, quantity]) => quantity > 0)
        .map(([id, quantity]) => ({ lineItemTicketId: Number(id.slice(1)), quantity })),
  ...(values.reason.trim() ? { reason: values.reason } : {}),
});

/** The core refund schema, its messages put on the form's fields. */
const resolver: Resolver<RefundForm> = async (values) => {
  const parsed = refundOrderBodySchema.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const issue = parsed.error.issues[0]!;
  const name = issue.path[0] === 'reason' ? 'reason' : 'root';
  return { values: {}, errors: { [name]: { type: 'custom', message: issue.message } } };
};

const reasonField = [
  { name: 'reason', label: 'Reason (optional)', autoComplete: 'off', maxLength: 500 },
] as const;

/** 'Refund…': choose places (or the whole order), see the amount, confirm it. */
export function RefundDialog({
  order,
  refundLimitCents = null,
  isOpen,
  onOpenChange,
}: {
  order: AdminOrder;
  /** The staff member's role's refund limit (decision 081); null: any amount. */
  refundLimitCents?: number | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const tickets = refundableTicketsOf(order);
  const form = useForm<RefundForm>({
    resolver,
    defaultValues: {
      wholeOrder: false,
      places: Object.fromEntries(tickets.map((ticket) => [`t${ticket.id}`, 0])),
      reason: '',
    },
  });
  const refund = useRefundOrder(order.id);
  const refreshOrder = useOrderRefresh(order.id);
  // One key per opened dialog: a repeated click or a retry refunds once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const values = useWatch({ control: form.control }) as RefundForm;
  const body = toBody(values);
  const amount = values.wholeOrder
    ? order.refundableCents
    : Math.min(order.refundableCents, refundAmountCents(tickets, body.tickets));
  // No answer at all may mean the refund was made: the dialog's key makes a retry refund once.
  const failure = refusalMessage(refund.error, orderAdminTexts.refundUnanswered);

  const close = () => {
    // The refund whose answer was lost may have been made: the page shows what it finds.
    if (isNetworkError(refund.error)) void refreshOrder();
    onOpenChange(false);
    form.reset();
    refund.reset();
    setKey(crypto.randomUUID());
  };
  const submit = form.handleSubmit(async (formValues) => {
    try {
      const made = await refund.mutateAsync({ ...toBody(formValues), key });
      close();
      showSaved(orderAdminTexts.refunded(made.amountCents, made.method, order.paymentMethod));
    } catch {
      // The refusal is shown in the dialog.
    }
  });

  return (
    <ModalDialog
      role="alertdialog"
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={`Refund order ${order.receipt}`}
      subtitle={
        order.paymentMethod === 'cash'
          ? `Up to ${formatUsd(order.refundableCents)} is left to refund in cash at the window.`
          : `Up to ${formatUsd(order.refundableCents)} is left to refund to ${order.paymentMethod ?? 'the card'}.`
      }
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-col">
        <ModalDialogBody className="space-y-5">
          {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
          {refundLimitCents === null ? null : (
            <p className="text-sm font-medium text-navy-800">
              Your role may refund up to {formatUsd(refundLimitCents)} at a time.
            </p>
          )}
          <Controller
            control={form.control}
            name="wholeOrder"
            render={({ field }) => (
              <CheckboxField
                label="Refund the whole order (with its donation; coupon uses are returned)"
                value={field.value}
                onChange={(value: boolean) => {
                  form.clearErrors('root');
                  field.onChange(value);
                }}
              />
            )}
          />
          {values.wholeOrder ? null : <PlacesToRefund tickets={tickets} form={form} />}
          <RegisteredFields
            register={form.register}
            errors={form.formState.errors}
            fields={reasonField}
          />
          {form.formState.errors.root ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {form.formState.errors.root.message}
            </p>
          ) : null}
          <p className="rounded-xl bg-navy-950 px-4 py-3 text-white" aria-live="polite">
            Amount to refund: <strong className="text-lg">{formatUsd(amount)}</strong>
          </p>
        </ModalDialogBody>
        <ModalDialogFooter>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={refund.isPending}>
            {refund.isPending ? <Spinner className="size-4" /> : null}
            Refund {formatUsd(amount)}
          </Button>
        </ModalDialogFooter>
      </form>
    </ModalDialog>
  );
}
