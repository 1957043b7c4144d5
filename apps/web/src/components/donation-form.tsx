import type { DonationFormInput, DonationFormValues } from '@shop/core/checkout-forms';
import { useSingleFieldForm } from '../hooks/use-single-field-form.ts';
import { lazyResolver } from '../lib/lazy-resolver.ts';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { GuardedForm } from './ui/guarded-form.tsx';
import { RegisteredTextField } from './ui/registered-text-field.tsx';
import { Spinner } from './ui/spinner.tsx';

const donationResolver = lazyResolver<DonationFormInput, DonationFormValues>(() =>
  import('./checkout-form-resolvers.ts').then((m) => m.donationResolver),
);

export interface DonationFormProps {
  foundationName: string;
  /** Sets the donation; answers the message to show under the field when it failed. */
  onDonate: (amount: number) => Promise<string | null>;
}

/** 'Donate Today!' (SPEC section 2): an amount added to the order as a donation. */
export function DonationForm({ foundationName, onDonate }: DonationFormProps) {
  const { form, submit } = useSingleFieldForm({
    resolver: donationResolver,
    name: 'donationAmount',
    apply: ({ donationAmount }) => onDonate(donationAmount),
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Card as="section" aria-labelledby="donation-heading" className="p-5 sm:p-6">
      <h2 id="donation-heading" className="text-lg font-bold text-navy-950">
        Donate Today!
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Add a gift to the {foundationName} with your order.
      </p>
      <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="mt-3">
        <RegisteredTextField
          id="donation-amount"
          label="Donation amount"
          registration={form.register('donationAmount')}
          error={errors.donationAmount?.message}
          inputMode="decimal"
          autoComplete="off"
          prefix="$"
          // Not isPending: a pending button's announcement outlives it when the page changes.
          action={
            <Button type="submit" variant="secondary" className="shrink-0">
              {isSubmitting ? <Spinner className="size-4" /> : null}
              Apply
            </Button>
          }
        />
      </GuardedForm>
    </Card>
  );
}
