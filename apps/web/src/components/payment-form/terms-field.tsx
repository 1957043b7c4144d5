import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorMessage } from '../ui/field-error-message.tsx';
import { paymentFieldId } from './payment-field-id.ts';

export interface TermsFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** The link in the label opens the terms; the dialog belongs to the form. */
  onOpenTerms: () => void;
  /** The Terms and Conditions button is hovered or focused: its dialog's code may be fetched. */
  onTermsIntent?: () => void;
}

/** 'I have read and agreed to the Terms and Conditions', a native checkbox the form registers. */
export function TermsField({ registration, error, onOpenTerms, onTermsIntent }: TermsFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={paymentFieldId('termsAgreed')}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${paymentFieldId('termsAgreed')}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-glacier-700"
        />
        <label
          htmlFor={paymentFieldId('termsAgreed')}
          className="cursor-pointer text-[0.9375rem] leading-snug text-navy-900"
        >
          I have read and agreed to the{' '}
          <button
            type="button"
            onClick={onOpenTerms}
            onPointerEnter={onTermsIntent}
            onFocus={onTermsIntent}
            className="cursor-pointer font-semibold text-glacier-700 underline decoration-glacier-300 decoration-2 underline-offset-4 hover:text-navy-900 hover:decoration-navy-900"
          >
            Terms and Conditions
          </button>{' '}
          *
        </label>
      </div>
      {error ? (
        <div className="pl-8">
          <FieldErrorMessage id={`${paymentFieldId('termsAgreed')}-error`}>
            {error}
          </FieldErrorMessage>
        </div>
      ) : null}
    </div>
  );
}
