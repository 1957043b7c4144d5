import type { SessionActivity } from '@shop/core/admin-sessions-api';
import { formatUsd } from '@shop/core/money';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';

/** One optional price per ticket type (dynamic pricing); blank keeps the ticket type's own. */
export function SessionPriceFields<T extends FieldValues & { prices: string[] }>({
  activity,
  register,
  errors,
  legend = 'Prices for this session',
}: {
  legend?: string;
  activity: SessionActivity;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  if (activity.tickets.length === 0) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="text-[0.9375rem] font-semibold text-navy-950">{legend}</legend>
      <p className="text-sm text-slate-600">Leave a price blank to keep the usual one.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {activity.tickets.map((ticket, index) => {
          const name = `prices.${index}` as Path<T>;
          return (
            <RegisteredTextField
              key={ticket.id}
              label={ticket.displayName}
              description={`Usually ${formatUsd(Math.round(ticket.price * 100))}`}
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
              registration={register(name)}
              error={(get(errors, name) as { message?: string } | undefined)?.message}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
