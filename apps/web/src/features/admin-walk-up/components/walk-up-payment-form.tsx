import { zodResolver } from '@hookform/resolvers/zod';
import { formatUsd } from '@shop/core/money';
import {
  changeDueCents,
  emptyWalkUpPayForm,
  tenderedCentsOf,
  walkUpPayFormSchema,
  walkUpTexts,
  type WalkUpPayFormInput,
  type WalkUpPayFormValues,
} from '@shop/core/walk-up-api';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CardFields, type CardFieldName } from '../../../components/payment-form/card-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'tendered' | CardFieldName;

/**
 * What to hand back for the cash tendered, or how much is missing, as the cashier reads it while
 * typing (a short tender is refused when the sale is recorded).
 */
function ChangeDue({ dueCents, tendered }: { dueCents: number; tendered: string }) {
  const tenderedCents = tenderedCentsOf(tendered);
  if (tenderedCents === null) return null;
  const change = changeDueCents(dueCents, tenderedCents);
  return (
    <p role="status" className="text-lg font-semibold text-navy-950">
      {change === null
        ? `Short by ${formatUsd(dueCents - tenderedCents)}`
        : `Change to give: ${formatUsd(change)}`}
    </p>
  );
}

/**
 * The buyer and the payment: a name (required), an e-mail for the tickets (optional), then the
 * card (the shop's own card fields, sent to the vault) or cash: the amount tendered, at least the
 * amount due, with the change to give.
 */
export function WalkUpPaymentForm({
  dueCents,
  problem = null,
  onSubmit,
}: {
  dueCents: number;
  /** Why the last attempt was refused (a declined card): said above the button pressed. */
  problem?: string | null;
  onSubmit: (values: WalkUpPayFormValues) => Promise<void>;
}) {
  const schema = useMemo(() => walkUpPayFormSchema(dueCents), [dueCents]);
  const form = useForm<WalkUpPayFormInput, unknown, WalkUpPayFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyWalkUpPayForm,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [method, tendered] = useWatch({ control: form.control, name: ['method', 'tendered'] });
  const field = (name: FieldName) => ({
    id: `walk-up-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });
  const isFree = dueCents <= 0;

  return (
    <form
      noValidate
      aria-labelledby="walk-up-payment-heading"
      onSubmit={(event) => {
        const formElement = event.currentTarget;
        // A refused submit (a short tender, a card field) puts the cashier on the field to fix.
        void form.handleSubmit(onSubmit, () => focusFirstInvalid(formElement))(event);
      }}
      className="space-y-5"
    >
      <h2 id="walk-up-payment-heading" className="text-lg font-bold text-navy-950">
        3. Buyer and payment
      </h2>
      <p className="text-2xl font-bold text-navy-950">Amount due: {formatUsd(dueCents)}</p>
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <RegisteredTextField {...field('firstName')} label="First name" isRequired />
        <RegisteredTextField {...field('lastName')} label="Last name" isRequired />
        <RegisteredTextField
          {...field('email')}
          label="Email"
          description="Optional: the tickets are e-mailed here"
          type="email"
          spellCheck={false}
        />
        <RegisteredTextField {...field('phone')} label="Phone" type="tel" />
      </div>
      {isFree ? null : (
        <fieldset className="space-y-3">
          <legend className="font-semibold text-navy-950">Payment method</legend>
          <div className="flex flex-wrap gap-3">
            {(['cash', 'card'] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-navy-900/20 bg-white px-4 has-[:checked]:border-glacier-600 has-[:checked]:bg-glacier-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-(--focus-color)"
              >
                <input
                  type="radio"
                  value={value}
                  {...form.register('method')}
                  className="size-4 accent-glacier-700"
                />
                {value === 'cash' ? 'Cash' : 'Card'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {isFree ? null : method === 'card' ? (
        <CardFields field={field} />
      ) : (
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <RegisteredTextField
            {...field('tendered')}
            label={walkUpTexts.tendered}
            prefix="$"
            inputMode="decimal"
            isRequired
            description="The cash handed over: at least the amount due"
          />
          <ChangeDue dueCents={dueCents} tendered={tendered} />
        </div>
      )}
      {problem ? <Alert tone="error" role="alert" headingLevel={3} title={problem} /> : null}
      <Button type="submit" size="lg" isDisabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {isFree || method === 'cash' ? 'Record sale' : `Charge ${formatUsd(dueCents)}`}
      </Button>
    </form>
  );
}
