import { MessagePage } from '../components/layout/message-page.tsx';
import { buttonStyles } from '../components/ui/button.tsx';
import { MapPinIcon } from '../components/ui/icons.tsx';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <MessagePage
      icon={<MapPinIcon className="size-10" />}
      heading="Page Not Found"
      actions={
        <Link
          to={paths.activities.getHref()}
          className={buttonStyles({ variant: 'primary', size: 'lg' })}
        >
          Back to Ticketing
        </Link>
      }
    >
      <p>The page you are looking for does not exist or has been moved.</p>
    </MessagePage>
  );
}
