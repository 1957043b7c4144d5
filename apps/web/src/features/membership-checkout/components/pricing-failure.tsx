import { describeOrderFailure } from '../../../components/payment-form/describe-failure.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { env } from '../../../config/env.ts';

/** The server could not price the membership: why, a way back to the selections, and a retry. */
export function PricingFailure({
  error,
  selectionsHref,
  onRetry,
}: {
  error: unknown;
  selectionsHref: string;
  onRetry: () => void;
}) {
  const failure = describeOrderFailure(error, env.VITE_SUPPORT_EMAIL).flash;
  return (
    <Alert
      tone="error"
      role="alert"
      title={failure.title ?? 'Your membership could not be priced.'}
    >
      <p>{failure.message}</p>
      <p className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
        <TextLink to={selectionsHref}>Edit your selections</TextLink>
        <Button variant="secondary" size="sm" onPress={onRetry}>
          Try Again
        </Button>
      </p>
    </Alert>
  );
}
