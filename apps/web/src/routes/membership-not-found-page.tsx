import { titled } from '../app/page-meta.ts';
import { MessagePage } from '../components/layout/message-page.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { InfoIcon } from '../components/ui/icons.tsx';
import { paths } from '../config/paths.ts';

export default function MembershipNotFoundPage() {
  return (
    <MessagePage
      icon={<InfoIcon className="size-10" />}
      heading="Membership Not Found"
      actions={
        <ButtonLink to={paths.activities.getHref()} variant="primary" size="lg">
          Back to Ticketing
        </ButtonLink>
      }
    />
  );
}

export const meta = titled('Membership Not Found');
