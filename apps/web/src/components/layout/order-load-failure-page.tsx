import { orderTexts } from '@shop/core/order-texts';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { AlertIcon } from '../ui/icons.tsx';
import { RetryButton } from '../ui/retry-button.tsx';
import { textLinkClasses } from '../ui/text-link.tsx';
import { MessagePage } from './message-page.tsx';

export interface OrderLoadFailurePageProps {
  /** A second try; left out for an order that is not there, which a second try will not find. */
  retry?: { isRetrying: boolean; onRetry: () => void };
}

/**
 * A ticket or membership order's page when the order could not be loaded: no 'Thank You' over an
 * order that is not there, only the error and the ways on.
 */
export function OrderLoadFailurePage({ retry }: OrderLoadFailurePageProps) {
  return (
    <MessagePage
      icon={<AlertIcon className="size-10" />}
      heading={orderTexts.loadFailed}
      actions={
        <>
          <ButtonLink to={paths.activities.getHref()} variant="primary" size="lg">
            Back to Activities
          </ButtonLink>
          {retry ? (
            <RetryButton size="lg" isRetrying={retry.isRetrying} onRetry={retry.onRetry} />
          ) : null}
        </>
      }
    >
      <p>
        Check the link in your confirmation e-mail, or contact{' '}
        <a href={`mailto:${env.VITE_SUPPORT_EMAIL}`} className={textLinkClasses}>
          {env.VITE_SUPPORT_EMAIL}
        </a>
        .
      </p>
    </MessagePage>
  );
}
