import { Link } from 'react-router';
import { MessagePage } from '../components/layout/message-page.tsx';
import { buttonStyles } from '../components/ui/button.tsx';
import { InfoIcon } from '../components/ui/icons.tsx';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

export function MembershipNotFoundPage() {
  usePageTitle('Membership Not Found');
  return (
    <MessagePage
      icon={<InfoIcon className="size-10" />}
      heading="Membership Not Found"
      actions={
        <Link
          to={paths.activities.getHref()}
          className={buttonStyles({ variant: 'primary', size: 'lg' })}
        >
          Back to Ticketing
        </Link>
      }
    />
  );
}
