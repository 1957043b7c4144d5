import {
  emptyMemberPriceRow,
  type EntitlementOptions,
  type EntitlementsForm,
} from '@shop/core/membership-admin-api';
import { formatUsd } from '@shop/core/money';
import { useMemo } from 'react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import type { SelectOption } from '../../../components/ui/select-field.tsx';
import { ChoiceRow, SelectRow } from '../../admin-shared/components/admin-form-parts.tsx';

const kinds = [
  { id: 'percent', label: 'A percent off' },
  { id: 'price', label: 'A price of its own' },
] as const;

/** Every ticket type as 'Activity: Ticket type ($12.00)', its public price for comparison. */
function ticketOptions(activities: EntitlementOptions['activities']): SelectOption[] {
  return activities.flatMap((activity) =>
    activity.tickets.map((ticket) => ({
      id: String(ticket.id),
      label: `${activity.name}: ${ticket.name} (${formatUsd(ticket.priceCents)})`,
    })),
  );
}

/** The member-priced ticket types: each a ticket type and a percent off or a price, added and removed. */
export function MemberPricesFields({
  control,
  register,
  errors,
  activities,
}: {
  control: Control<EntitlementsForm>;
  register: UseFormRegister<EntitlementsForm>;
  errors: FieldErrors<EntitlementsForm>['memberPrices'];
  activities: EntitlementOptions['activities'];
}) {
  const rows = useFieldArray({ control, name: 'memberPrices' });
  const values = useWatch({ control, name: 'memberPrices' });
  const options = useMemo(() => ticketOptions(activities), [activities]);

  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-navy-950">Member prices</legend>
      <p className="text-sm text-navy-800">
        What pass holders pay for a ticket type; never more than its public price.
      </p>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-slate-600">No member prices.</p>
      ) : null}
      {rows.fields.map((row, index) => {
        const error = errors?.[index];
        const kind = values?.[index]?.kind ?? 'percent';
        return (
          <div
            key={row.id}
            role="group"
            aria-label={`Member price ${index + 1}`}
            className="space-y-4 rounded-xl bg-glacier-50 p-4 ring-1 ring-navy-900/10"
          >
            <SelectRow
              control={control}
              name={`memberPrices.${index}.ticketId`}
              label="Ticket type"
              options={options}
              isRequired
            />
            <Controller
              control={control}
              name={`memberPrices.${index}.kind`}
              render={({ field }) => (
                <ChoiceRow
                  label="Members pay"
                  choices={kinds}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <div className="flex flex-wrap items-end gap-4">
              {kind === 'percent' ? (
                <RegisteredTextField
                  key="percent"
                  label="Percent off"
                  inputMode="numeric"
                  isRequired
                  description="A whole percent from 1 to 100."
                  className="min-w-48 flex-1"
                  registration={register(`memberPrices.${index}.percentOff`)}
                  error={error?.percentOff?.message}
                />
              ) : (
                <RegisteredTextField
                  key="price"
                  label="Member price"
                  prefix="$"
                  inputMode="decimal"
                  isRequired
                  className="min-w-48 flex-1"
                  registration={register(`memberPrices.${index}.memberPrice`)}
                  error={error?.memberPrice?.message}
                />
              )}
              <Button variant="ghost" size="sm" onPress={() => rows.remove(index)}>
                Remove<span className="sr-only"> member price {index + 1}</span>
              </Button>
            </div>
          </div>
        );
      })}
      <Button variant="secondary" onPress={() => rows.append({ ...emptyMemberPriceRow })}>
        Add a member price
      </Button>
    </fieldset>
  );
}
