import type { BillingFormInput, BillingFormValues } from '@shop/core/billing-form-values';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';
import { InvalidFormAlert } from '../invalid-form-alert.tsx';
import { RecaptchaField } from '../recaptcha-field.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { RegisteredTextField } from '../ui/registered-text-field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { BillingFieldName, FieldProblem } from './describe-failure.ts';
import { CardFields, cardFieldNames } from './card-fields.tsx';
import { paymentFieldId } from './payment-field-id.ts';
import { TermsField } from './terms-field.tsx';
import { useBillingForm } from './use-billing-form.ts';
import { useCardEntered } from './use-card-entered.ts';

const loadTermsDialog = () => import('./terms-dialog.tsx');
const TermsDialog = lazy(() => loadTermsDialog().then((m) => ({ default: m.TermsDialog })));

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

/** A billing field's id, registration and message, from the payment form. */
interface BillingFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

// The form registers its fields as it renders, and focuses the first refused one in that order:
// the fields below are registered by the form itself, in the order they are shown.

/** First and last name: the cardholder's, or the contact's when nothing is paid. */
function NameFields({
  firstName,
  lastName,
  isPaymentSkipped,
}: {
  firstName: BillingFieldProps;
  lastName: BillingFieldProps;
  isPaymentSkipped: boolean;
}) {
  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <RegisteredTextField
        {...firstName}
        label="First name"
        isRequired
        autoComplete={isPaymentSkipped ? 'given-name' : 'cc-given-name'}
      />
      <RegisteredTextField
        {...lastName}
        label="Last name"
        isRequired
        autoComplete={isPaymentSkipped ? 'family-name' : 'cc-family-name'}
      />
    </div>
  );
}

/** Where the confirmation goes, and the phone unless a build setting hides it. */
function ContactFields({
  email,
  phone,
}: {
  email: BillingFieldProps;
  phone: BillingFieldProps | null;
}) {
  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <RegisteredTextField
        {...email}
        label="Email"
        description="Your confirmation is sent here"
        isRequired
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      {phone ? (
        <RegisteredTextField {...phone} label="Phone" isRequired type="tel" autoComplete="tel" />
      ) : null}
    </div>
  );
}

function SubmitOrder({ isSubmitting, label }: { isSubmitting: boolean; label: string }) {
  return (
    <div className="border-t border-navy-900/10 pt-6">
      {/* Disabled rather than pending: React Aria's pending announcer outlives the page. */}
      <Button type="submit" size="lg" isDisabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {label}
      </Button>
      <p role="status" className="mt-3 text-sm text-slate-600 empty:hidden">
        {isSubmitting ? 'Submitting your order…' : ''}
      </p>
    </div>
  );
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
  const form = useBillingForm({
    isPaymentSkipped,
    isRecaptchaRequired,
    isPhoneShown,
    initialValues,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const isTermsDialogMounted = useOpenedOnce(isTermsOpen);
  const [recaptchaResetKey, setRecaptchaResetKey] = useState(0);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  useEffect(() => {
    if (isPaymentSkipped) form.clearErrors([...cardFieldNames]);
  }, [form, isPaymentSkipped]);

  useCardEntered(form.control, { isPaymentSkipped, onCardEntered });

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

  const field = (name: BillingFieldName): BillingFieldProps => ({
    id: paymentFieldId(name),
    registration: form.register(name),
    error: errors[name]?.message,
  });
  const heading = isPaymentSkipped ? 'Contact Details' : 'Billing Details';

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
        <NameFields
          firstName={field('firstName')}
          lastName={field('lastName')}
          isPaymentSkipped={isPaymentSkipped}
        />

        {isPaymentSkipped ? null : <CardFields field={field} />}

        <ContactFields email={field('email')} phone={isPhoneShown ? field('phone') : null} />

        <TermsField
          registration={form.register('termsAgreed')}
          error={errors.termsAgreed?.message}
          onOpenTerms={() => setIsTermsOpen(true)}
          onTermsIntent={() => void loadTermsDialog()}
        />

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

        <SubmitOrder isSubmitting={isSubmitting} label={submitLabel} />
      </form>
      {isTermsDialogMounted ? (
        <Suspense fallback={null}>
          <TermsDialog
            isOpen={isTermsOpen}
            onOpenChange={setIsTermsOpen}
            foundationName={foundationName}
            supportEmail={supportEmail}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
