import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** A membership step whose membership could not be loaded, with a way to try again. */
export function MembershipLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error" role="alert" title="This membership could not be loaded.">
      <Button variant="secondary" size="sm" onPress={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
