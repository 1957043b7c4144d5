import { NOT_FOUND_TITLE, titled } from '../app/page-meta.ts';
import { MessagePage } from '../components/layout/message-page.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { MapPinIcon } from '../components/ui/icons.tsx';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <MessagePage
      icon={<MapPinIcon className="size-10" />}
      heading="Page Not Found"
      actions={
        <ButtonLink to={paths.activities.getHref()} variant="primary" size="lg">
          Back to Ticketing
        </ButtonLink>
      }
    >
      <p>The page you are looking for does not exist or has been moved.</p>
    </MessagePage>
  );
}

export const meta = titled(NOT_FOUND_TITLE);

export default NotFoundPage;
