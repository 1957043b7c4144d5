import type { MetaFunction } from 'react-router';
import { pageMeta } from '../app/page-meta.ts';
import { MessagePage } from '../components/layout/message-page.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { InfoIcon } from '../components/ui/icons.tsx';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

const PAGE_TITLE = 'Membership Not Found';

export function MembershipNotFoundPage() {
  usePageTitle(PAGE_TITLE);
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

export const meta: MetaFunction = (args) => pageMeta(args, { title: PAGE_TITLE });

export default MembershipNotFoundPage;
