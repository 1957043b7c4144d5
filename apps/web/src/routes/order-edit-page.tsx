import { PlaceholderPage } from '../components/layout/placeholder-page.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** /orders/{orderToken}/edit: edit a paid ticket order. Placeholder until its issue lands. */
export function OrderEditPage() {
  usePageTitle('Change Reservation');
  return (
    <PlaceholderPage heading="Change Reservation">
      <TextLink to={paths.activities.getHref()}>Back to Activities</TextLink>
    </PlaceholderPage>
  );
}
