import { Button, type ButtonSize } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * 'Try Again' after a failed load, with a spinner while it retries. Disabled rather than pending:
 * React Aria's pending announcer outlives the button once the load succeeds.
 */
export function RetryButton({
  isRetrying,
  onRetry,
  size = 'sm',
}: {
  isRetrying: boolean;
  onRetry: () => void;
  size?: ButtonSize;
}) {
  return (
    <Button variant="secondary" size={size} onPress={onRetry} isDisabled={isRetrying}>
      {isRetrying ? <Spinner className="size-4" /> : null}
      Try Again
    </Button>
  );
}
