import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORDER_NOTE_MAX_LENGTH,
  orderNoteBodySchema,
  type AdminOrder,
  type OrderNoteBody,
} from '@shop/core/order-admin-api';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { useAddOrderNote } from '../api/orders.ts';
import { RefusalAlert } from '../../admin-shared/components/refusal-alert.tsx';

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Denver',
});

const noteField = [
  {
    name: 'text',
    label: 'New note',
    autoComplete: 'off',
    maxLength: ORDER_NOTE_MAX_LENGTH,
    description: 'Seen by staff only, never by the visitor.',
  },
] as const;

/** The order's internal notes, oldest first, and a form to add one. */
export function OrderNotes({ order }: { order: AdminOrder }) {
  const form = useForm<OrderNoteBody>({
    resolver: zodResolver(orderNoteBodySchema),
    defaultValues: { text: '' },
  });
  const add = useAddOrderNote(order.id);
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ text: '' });
      showSaved('Note added.');
    } catch {
      // Shown above the form.
    }
  });
  return (
    <section
      aria-labelledby="notes-heading"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5"
    >
      <h2 id="notes-heading" className="text-lg font-bold text-navy-950">
        Internal notes
      </h2>
      {order.notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ul className="divide-y divide-navy-900/10 text-sm">
          {order.notes.map((note) => (
            <li key={note.id} className="py-2">
              <p className="whitespace-pre-wrap text-navy-950">{note.text}</p>
              <p className="text-xs text-slate-600">
                {note.staffEmail ?? 'Unknown'} ·{' '}
                <time dateTime={note.createdAt}>{when.format(new Date(note.createdAt))}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <RefusalAlert error={add.error} />
      <form noValidate onSubmit={submit} className="space-y-3">
        <RegisteredFields
          register={form.register}
          errors={form.formState.errors}
          fields={noteField}
        />
        <Button type="submit" variant="secondary" isDisabled={add.isPending}>
          {add.isPending ? <Spinner className="size-4" /> : null}
          Add note
        </Button>
      </form>
    </section>
  );
}
