import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { paths } from '../config/paths.ts';
import { chooseTicketsTexts } from '../features/choose-tickets/texts.ts';
import { describeOrderLoadFailure } from '../features/orders/lib/describe-order-failure.ts';

/**
 * A ticket-flow page's load failure, with a way to try again and, unless the page has its own, one
 * back to the activities.
 */
export function LoadFailure({
  title,
  detail,
  hasBackLink = true,
  onRetry,
}: {
  title: string;
  detail?: string | null;
  hasBackLink?: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto max-w-3xl">
      <Alert tone="error" role="alert" title={title}>
        {detail ? <p>{detail}</p> : null}
        <div className="mt-1 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onPress={onRetry}>
            Try Again
          </Button>
          {hasBackLink ? (
            <ButtonLink to={paths.activities.getHref()} variant="ghost" size="sm">
              {chooseTicketsTexts.backToActivities}
            </ButtonLink>
          ) : null}
        </div>
      </Alert>
    </div>
  );
}

/** The order being edited could not be loaded: why, and a way to try again. */
export function OrderLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = describeOrderLoadFailure(error);
  return <LoadFailure title={failure.title} detail={failure.detail} onRetry={onRetry} />;
}
