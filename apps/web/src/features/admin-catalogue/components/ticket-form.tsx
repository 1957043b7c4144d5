import { zodResolver } from '@hookform/resolvers/zod';
import {
  ticketBodySchema,
  type AdminTicket,
  type TicketBody,
  type TicketBodyInput,
} from '@shop/core/admin-catalogue-api';
import { taxRateTexts } from '@shop/core/tax-rate';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import {
  RegisteredFields,
  type RegisteredFieldDescriptor,
} from '../../../components/ui/registered-fields.tsx';
import {
  applyRefusal,
  CheckRow,
  LongTextRow,
  FormActions,
} from '../../admin-shared/components/admin-form-parts.tsx';
import { ConfirmDialog } from '../../admin-shared/components/confirm-dialog.tsx';
import { useSaveTicket } from '../api/catalogue.ts';

function toValues(ticket: AdminTicket | null, addOn: boolean, position: number): TicketBodyInput {
  if (!ticket)
    return {
      displayName: '',
      description: '',
      categoryName: '',
      price: '',
      taxRatePercent: '0',
      position: String(position),
      addOn,
      general: false,
      active: true,
      minAge: '',
      maxAge: '',
      stockPerSession: '',
    };
  return {
    displayName: ticket.displayName,
    description: ticket.description ?? '',
    categoryName: ticket.categoryName ?? '',
    centamanId: ticket.centamanId,
    costRateId: ticket.costRateId,
    price: ticket.price.toFixed(2),
    taxRatePercent: String(ticket.taxRatePercent),
    position: String(ticket.position),
    addOn: ticket.addOn,
    general: ticket.general,
    active: ticket.active,
    minAge: ticket.minAge === null ? '' : String(ticket.minAge),
    maxAge: ticket.maxAge === null ? '' : String(ticket.maxAge),
    stockPerSession: ticket.stockPerSession === null ? '' : String(ticket.stockPerSession),
  };
}

/** The text fields of a ticket type; a stock per session is an add-on's alone (decision 079). */
function ticketFields(isAddOn: boolean): RegisteredFieldDescriptor<keyof TicketBodyInput>[] {
  return [
    { name: 'displayName', label: 'Name', isRequired: true, autoFocus: true },
    { name: 'categoryName', label: 'Category' },
    {
      name: 'price',
      label: 'Price',
      isRequired: true,
      prefix: '$',
      inputMode: 'decimal',
      description: 'In dollars; 0 shows as Free.',
    },
    {
      name: 'taxRatePercent',
      label: taxRateTexts.label,
      isRequired: true,
      inputMode: 'decimal',
      description: taxRateTexts.description,
    },
    { name: 'position', label: 'Position', isRequired: true, inputMode: 'numeric' },
    {
      name: 'minAge',
      label: 'Youngest age',
      inputMode: 'numeric',
      description: "On the session's day; empty: no limit.",
    },
    {
      name: 'maxAge',
      label: 'Oldest age',
      inputMode: 'numeric',
      description: 'Included: 17 takes a 17-year-old. Empty: no limit.',
    },
    ...(isAddOn
      ? [
          {
            name: 'stockPerSession' as const,
            label: 'Stock per session',
            inputMode: 'numeric' as const,
            description: 'How many each session can sell, e.g. 20 lockers. Empty: no limit.',
          },
        ]
      : []),
  ];
}

/** A ticket type's or add-on's price, tax, words, order and sale; asks before taking it off sale. */
export function TicketForm({
  activityId,
  ticket,
  addOn,
  nextPosition,
  onSaved,
  onCancel,
}: {
  activityId: number;
  ticket: AdminTicket | null;
  addOn: boolean;
  nextPosition: number;
  onSaved: (ticket: AdminTicket) => void;
  onCancel: () => void;
}) {
  const form = useForm<TicketBodyInput, unknown, TicketBody>({
    resolver: zodResolver(ticketBodySchema),
    defaultValues: toValues(ticket, addOn, nextPosition),
    mode: 'onTouched',
  });
  const save = useSaveTicket(activityId);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<TicketBody | null>(null);
  const { errors, isSubmitting } = form.formState;
  // A stock per session is an add-on's alone (decision 079).
  const isAddOn = useWatch({ control: form.control, name: 'addOn' });
  useEffect(() => {
    if (!isAddOn) form.setValue('stockPerSession', '');
  }, [isAddOn, form]);

  const send = async (body: TicketBody) => {
    setPending(null);
    setFailure(null);
    try {
      onSaved(await save.mutateAsync({ id: ticket?.id ?? null, body }));
    } catch (error) {
      setFailure(applyRefusal(error, form.setError, 'The ticket type could not be saved.'));
    }
  };
  const submit = form.handleSubmit(async (body) => {
    if (ticket?.active && !body.active) setPending(body);
    else await send(body);
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredFields register={form.register} errors={errors} fields={ticketFields(isAddOn)} />
      </div>
      <LongTextRow
        register={form.register}
        errors={errors}
        name="description"
        label="Description"
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <CheckRow control={form.control} name="active" label="On sale" />
        <CheckRow control={form.control} name="addOn" label="Add-on (bought with tickets)" />
        <CheckRow control={form.control} name="general" label="General admission" />
      </div>
      <FormActions
        onCancel={onCancel}
        isSubmitting={isSubmitting || save.isPending}
        submitLabel={ticket ? 'Save' : 'Add'}
      />
      <ConfirmDialog
        isOpen={pending !== null}
        title={`Take ${ticket?.displayName ?? 'this ticket'} off sale?`}
        confirmLabel="Take off sale"
        onCancel={() => setPending(null)}
        onConfirm={() => void (pending && send(pending))}
      >
        Visitors can no longer choose it. Orders that have it keep it.
      </ConfirmDialog>
    </GuardedForm>
  );
}
