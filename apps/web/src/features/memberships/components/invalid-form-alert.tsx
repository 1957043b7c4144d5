import { errorTexts } from '@shop/core/api-error';
import { Alert } from '../../../components/ui/alert.tsx';

/** SPEC section 8, form invalid: shown above a form whose submit was refused. */
export function InvalidFormAlert() {
  return (
    <Alert tone="error" role="alert" title={errorTexts.invalidFormTitle}>
      {errorTexts.invalidFormMessage}
    </Alert>
  );
}
