import { zodResolver } from '@hookform/resolvers/zod';
import {
  cardFieldsSchema,
  createBillingFormSchema,
  emptyBillingForm,
  type BillingFormInput,
  type BillingFormValues,
} from '@shop/core/billing-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { InvalidFormAlert } from '../invalid-form-alert.tsx';
import { RecaptchaField } from '../recaptcha-field.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { FieldErrorMessage } from '../ui/field-error-message.tsx';
import { RegisteredTextField } from '../ui/registered-text-field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { BillingFieldName, FieldProblem } from './describe-failure.ts';
import { TermsDialog } from './terms-dialog.tsx';

/** The id of a billing field's input, so the flash box can link to it. */
export const paymentFieldId = (field: string) => `billing-${field}`;

const cardFieldNames = ['creditCard', 'expMonth', 'expYear', 'verificationCode'] as const;

/** A field whose label, box, hint and message take the four rows of its parent grid. */
const subgridFieldClasses = 'row-span-4 grid grid-rows-subgrid content-start';

export interface PaymentFormProps {
  /** Total of 0 or less: 'Contact Details' without card fields (SPEC section 4). */
  isPaymentSkipped: boolean;
  /** Set when human verification is on; the widget is not rendered otherwise. */
  recaptchaSiteKey: string | undefined;
  foundationName: string;
  supportEmail: string;
  /** Places the order; answers the problems to show under fields when it failed. */
  onSubmit: (values: BillingFormValues) => Promise<FieldProblem[] | undefined>;
  onDirtyChange: (isDirty: boolean) => void;
  /** Called once, when the card details are first complete and valid. */
  onCardEntered: () => void;
  /** False when a build setting hides the phone field (SPEC section 2: phone is hideable). */
  isPhoneShown?: boolean;
  /** 'Submit Order', or in edit mode 'Continue' / 'Continue to Payment'. */
  submitLabel?: string;
  /** Values known already (the order being edited names its customer), read once at mount. */
  initialValues?: Partial<BillingFormInput> | undefined;
}

/** 'Billing Details' or 'Contact Details' (SPEC sections 2 and 5). */
export function PaymentForm({
  isPaymentSkipped,
  recaptchaSiteKey,
  foundationName,
  supportEmail,
  onSubmit,
  onDirtyChange,
  onCardEntered,
  isPhoneShown = true,
  submitLabel = 'Submit Order',
  initialValues,
}: PaymentFormProps) {
  const isRecaptchaRequired = recaptchaSiteKey !== undefined;
  const schema = useMemo(() => {
    const rules = createBillingFormSchema({ isPaymentSkipped, isRecaptchaRequired });
    // A hidden phone field is not collected: the order goes without one.
    return isPhoneShown ? rules : rules.extend({ phone: z.string().transform(() => '') });
  }, [isPaymentSkipped, isRecaptchaRequired, isPhoneShown]);
  const [defaultValues] = useState(() => ({ ...emptyBillingForm, ...initialValues }));
  const form = useForm<BillingFormInput, unknown, BillingFormValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const [recaptchaResetKey, setRecaptchaResetKey] = useState(0);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  useEffect(() => {
    if (isPaymentSkipped) form.clearErrors([...cardFieldNames]);
  }, [form, isPaymentSkipped]);

  const card = useWatch({ control: form.control, name: [...cardFieldNames] });
  const hasReportedCard = useRef(false);
  useEffect(() => {
    if (isPaymentSkipped || hasReportedCard.current) return;
    const [creditCard, expMonth, expYear, verificationCode] = card;
    if (cardFieldsSchema.safeParse({ creditCard, expMonth, expYear, verificationCode }).success) {
      hasReportedCard.current = true;
      onCardEntered();
    }
  }, [card, isPaymentSkipped, onCardEntered]);

  // Set when a submit is refused for the form's own errors; it stays up until they are fixed.
  const [isRefused, setIsRefused] = useState(false);
  const hasErrors = Object.keys(errors).length > 0;
  const submit = form.handleSubmit(
    async (values) => {
      setIsRefused(false);
      const problems = await onSubmit(values);
      if (!problems) return;
      for (const problem of problems) {
        if (problem.field) form.setError(problem.field, { message: problem.message });
      }
      if (isRecaptchaRequired) setRecaptchaResetKey((key) => key + 1);
    },
    () => setIsRefused(true),
  );

  const field = (name: BillingFieldName) => ({
    id: paymentFieldId(name),
    registration: form.register(name),
    error: errors[name]?.message,
  });
  const heading = isPaymentSkipped ? 'Contact Details' : 'Billing Details';
  const termsError = errors.termsAgreed?.message;

  return (
    <Card as="section" aria-labelledby="billing-heading" className="p-5 sm:p-8">
      <h2
        id="billing-heading"
        className="text-xl font-bold tracking-tight text-navy-950 sm:text-2xl"
      >
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <form
        noValidate
        aria-labelledby="billing-heading"
        onSubmit={(event) => void submit(event)}
        className="mt-6 space-y-6"
      >
        {isRefused && hasErrors ? <InvalidFormAlert headingLevel={3} /> : null}
        <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
          <RegisteredTextField
            {...field('firstName')}
            label="First name"
            isRequired
            autoComplete={isPaymentSkipped ? 'given-name' : 'cc-given-name'}
          />
          <RegisteredTextField
            {...field('lastName')}
            label="Last name"
            isRequired
            autoComplete={isPaymentSkipped ? 'family-name' : 'cc-family-name'}
          />
        </div>

        {isPaymentSkipped ? null : (
          <fieldset className="sm:rounded-xl sm:bg-glacier-50 sm:p-5 sm:ring-1 sm:ring-navy-900/10 sm:ring-inset">
            <legend className="sr-only">Card details</legend>
            <p
              aria-hidden="true"
              className="mb-4 text-sm font-bold tracking-wide text-navy-800 uppercase"
            >
              Card details
            </p>
            <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
              <RegisteredTextField
                {...field('creditCard')}
                label="Credit card number"
                isRequired
                inputMode="numeric"
                autoComplete="cc-number"
                className="col-span-2 sm:col-span-3"
              />
              {/* Each field's label, box, hint and message are rows of one grid, so a label that
                  wraps on a phone does not push its box below its neighbour's. */}
              <div className="col-span-2 grid grid-cols-2 gap-x-4 sm:col-span-3 sm:grid-cols-3">
                <RegisteredTextField
                  {...field('expMonth')}
                  label="Expiration month"
                  description="MM"
                  isRequired
                  inputMode="numeric"
                  autoComplete="cc-exp-month"
                  className={subgridFieldClasses}
                />
                <RegisteredTextField
                  {...field('expYear')}
                  label="Expiration year"
                  description="YYYY"
                  isRequired
                  inputMode="numeric"
                  autoComplete="cc-exp-year"
                  className={subgridFieldClasses}
                />
                <RegisteredTextField
                  {...field('verificationCode')}
                  label="Security code"
                  description="3 to 4 digits, on the back of the card"
                  isRequired
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  className={`${subgridFieldClasses} col-span-2 max-sm:mt-5 sm:col-span-1`}
                />
              </div>
            </div>
          </fieldset>
        )}

        <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
          <RegisteredTextField
            {...field('email')}
            label="Email"
            description="Your confirmation is sent here"
            isRequired
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
          {isPhoneShown ? (
            <RegisteredTextField
              {...field('phone')}
              label="Phone"
              isRequired
              type="tel"
              autoComplete="tel"
            />
          ) : null}
        </div>

        <div>
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              id={paymentFieldId('termsAgreed')}
              {...form.register('termsAgreed')}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${paymentFieldId('termsAgreed')}-error` : undefined}
              className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-glacier-700"
            />
            <label
              htmlFor={paymentFieldId('termsAgreed')}
              className="cursor-pointer text-[0.9375rem] leading-snug text-navy-900"
            >
              I have read and agreed to the{' '}
              <button
                type="button"
                onClick={() => setIsTermsOpen(true)}
                className="cursor-pointer font-semibold text-glacier-700 underline decoration-glacier-300 decoration-2 underline-offset-4 hover:text-navy-900 hover:decoration-navy-900"
              >
                Terms and Conditions
              </button>{' '}
              *
            </label>
          </div>
          {termsError ? (
            <div className="pl-8">
              <FieldErrorMessage id={`${paymentFieldId('termsAgreed')}-error`}>
                {termsError}
              </FieldErrorMessage>
            </div>
          ) : null}
        </div>

        {recaptchaSiteKey ? (
          <RecaptchaField
            siteKey={recaptchaSiteKey}
            resetKey={recaptchaResetKey}
            supportEmail={supportEmail}
            error={errors.recaptcha?.message}
            onChange={(response) =>
              form.setValue('recaptcha', response, { shouldValidate: form.formState.isSubmitted })
            }
          />
        ) : null}

        <div className="border-t border-navy-900/10 pt-6">
          {/* Disabled rather than pending: React Aria's pending announcer outlives the page. */}
          <Button type="submit" size="lg" isDisabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? <Spinner className="size-4" /> : null}
            {submitLabel}
          </Button>
          <p role="status" className="mt-3 text-sm text-slate-600 empty:hidden">
            {isSubmitting ? 'Submitting your order…' : ''}
          </p>
        </div>
      </form>
      <TermsDialog
        isOpen={isTermsOpen}
        onOpenChange={setIsTermsOpen}
        foundationName={foundationName}
        supportEmail={supportEmail}
      />
    </Card>
  );
}
