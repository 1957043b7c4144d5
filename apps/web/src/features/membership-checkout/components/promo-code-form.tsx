import { couponCodeSchema } from '@shop/core/coupon-api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextInputField } from '../../../components/ui/text-input-field.tsx';

export interface PromoCodeFormProps {
  /** Applies the code; answers the message to show under the field when it did not apply. */
  onApply: (code: string) => Promise<string | null>;
}

/** The membership promo code (SPEC section 5: optional; an empty code applies nothing). */
export function PromoCodeForm({ onApply }: PromoCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isApplying, setIsApplying] = useState(false);

  const apply = async () => {
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(undefined);
      return;
    }
    const checked = couponCodeSchema.safeParse(trimmed);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setIsApplying(true);
    const problem = await onApply(checked.data);
    setIsApplying(false);
    setError(problem ?? undefined);
    if (!problem) setCode('');
  };

  return (
    <Card as="section" aria-labelledby="promo-code-heading" className="p-5 sm:p-6">
      <h2 id="promo-code-heading" className="text-lg font-bold text-navy-950">
        Promo Code
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
        className="mt-3 flex items-start gap-3"
      >
        <TextInputField
          label="Enter your promo code"
          autoComplete="off"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          error={error}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" isPending={isApplying} className="mt-7 shrink-0">
          Apply
        </Button>
      </form>
    </Card>
  );
}
