import { errorTexts } from '@shop/core/error-texts';
import { Alert } from './ui/alert.tsx';

/** SPEC section 8, form invalid: shown above a form whose submit was refused. */
export function InvalidFormAlert({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <Alert
      tone="error"
      role="alert"
      headingLevel={headingLevel}
      title={errorTexts.invalidFormTitle}
    >
      {errorTexts.invalidFormMessage}
    </Alert>
  );
}
