/** The walk-up form's fields: each ticket type's and add-on's quantity, and the booking's answers. */
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { dollarsToCents, formatPrice } from '@shop/core/money';
import { FormField, type FieldDescriptor } from '../../../components/ui/form-field.tsx';
import { QuantityField } from '../../../components/ui/quantity-field.tsx';

type Ticket = NonNullable<ActivityTime['tickets']>[number];
type Udf = Activity['bookingUdfs'][number];

/** A booking field drawn with the shared field of its kind. */
function descriptorOf(udf: Udf): FieldDescriptor {
  if (udf.inputType === 'select')
    return {
      kind: 'select',
      label: udf.label,
      isRequired: udf.isRequired,
      placeholder: 'Select one',
      options: udf.options.map((option) => ({ id: option.trim(), label: option.trim() })),
    };
  if (udf.inputType === 'date')
    return { kind: 'date', label: udf.label, isRequired: udf.isRequired };
  return { kind: 'text', label: udf.label, isRequired: udf.isRequired };
}

/** The booking fields the activity asks, once per sale. */
export function BookingAnswers({
  udfs,
  answers,
  onChange,
}: {
  udfs: Udf[];
  answers: Record<string, string>;
  onChange: (fieldName: string, value: string) => void;
}) {
  if (udfs.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {udfs.map((udf) => (
        <FormField
          key={udf.fieldName}
          field={descriptorOf(udf)}
          value={answers[udf.fieldName] ?? ''}
          onChange={(value) => onChange(udf.fieldName, value)}
        />
      ))}
    </div>
  );
}

/** Each ticket type's quantity: together they take at most the places left for the sale. */
export function TicketQuantities({
  tickets,
  quantities,
  maxLeft,
  onChange,
}: {
  tickets: Ticket[];
  quantities: Record<number, number>;
  maxLeft: number;
  onChange: (id: number, quantity: number) => void;
}) {
  const total = tickets.reduce((sum, ticket) => sum + (quantities[ticket.id] ?? 0), 0);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {tickets.map((ticket) => (
        <QuantityField
          key={ticket.id}
          label={`${ticket.displayName} · ${formatPrice(dollarsToCents(ticket.price))}`}
          value={quantities[ticket.id] ?? 0}
          maxValue={maxLeft - total + (quantities[ticket.id] ?? 0)}
          onChange={(value) => onChange(ticket.id, value)}
        />
      ))}
    </div>
  );
}

/** The session's add-ons: they take no places (decision 074); one with a stock shows what is left. */
export function AddOnQuantities({
  addOns,
  maxQuantity,
  quantities,
  onChange,
}: {
  addOns: Ticket[];
  maxQuantity: number;
  quantities: Record<number, number>;
  onChange: (id: number, quantity: number) => void;
}) {
  if (addOns.length === 0) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-navy-950">Add-ons</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {addOns.map((addOn) => (
          <QuantityField
            key={addOn.id}
            label={`${addOn.displayName} · ${formatPrice(dollarsToCents(addOn.price))}`}
            value={quantities[addOn.id] ?? 0}
            maxValue={addOn.left ?? maxQuantity}
            onChange={(value) => onChange(addOn.id, value)}
            description={
              addOn.left === undefined
                ? 'Takes no place'
                : addOn.left === 0
                  ? 'Sold out for this time'
                  : `${addOn.left} left for this time`
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
