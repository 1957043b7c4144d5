import { errorTexts } from '@shop/core/error-texts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The activities load failure of SPEC section 8, with a way to try again. */
export function ActivitiesError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <Alert tone="error" role="alert" title={errorTexts.activitiesCouldNotBeLoaded}>
        <p>{errorTexts.activitiesLoadFailed}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onPress={onRetry}
          isPending={isRetrying}
        >
          Try Again
        </Button>
      </Alert>
    </div>
  );
}
