import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { chooseTicketsTexts } from '../texts.ts';

/** The activity's sessions could not be loaded, and none are shown from before. */
export function SessionsLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-3xl">
      <Alert tone="error" role="alert" title={chooseTicketsTexts.loadFailed}>
        <Button variant="secondary" size="sm" className="mt-1" onPress={onRetry}>
          Try Again
        </Button>
      </Alert>
    </div>
  );
}
