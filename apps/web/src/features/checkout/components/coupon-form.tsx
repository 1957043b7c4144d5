import type { CouponFormInput, couponFormSchema } from '@shop/core/checkout-forms';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSingleFieldForm } from '../../../hooks/use-single-field-form.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';

const couponResolver = lazyResolver<CouponFormInput, z.output<typeof couponFormSchema>>(() =>
  import('../../../components/checkout-form-resolvers.ts').then((m) => m.couponResolver),
);

export interface CouponFormProps {
  /** Applies the code; answers the message to show under the field when it did not apply. */
  onApply: (code: string) => Promise<string | null>;
}

/** The ticket coupon form (SPEC section 5: the code is required). */
export function CouponForm({ onApply }: CouponFormProps) {
  const { form, submit } = useSingleFieldForm({
    resolver: couponResolver,
    name: 'coupon',
    apply: ({ coupon }) => onApply(coupon),
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Card as="section" aria-labelledby="coupon-heading" className="p-5 sm:p-6">
      <h2 id="coupon-heading" className="text-lg font-bold text-navy-950">
        Coupon Code
      </h2>
      <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="mt-3">
        <RegisteredTextField
          id="coupon-code"
          label="Enter your coupon code"
          isRequired
          registration={form.register('coupon')}
          error={errors.coupon?.message}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // Not isPending: a pending button's announcement outlives it when the page changes.
          action={
            <Button type="submit" variant="secondary" className="shrink-0">
              {isSubmitting ? <Spinner className="size-4" /> : null}
              Apply Coupon
            </Button>
          }
        />
      </GuardedForm>
    </Card>
  );
}
