import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { TicketIcon } from '../ui/icons.tsx';

/** A confirmation's way on: back to the activities, or straight to more tickets. */
export function ConfirmationActions() {
  return (
    <div className="flex flex-wrap gap-3 border-t border-navy-900/10 pt-6">
      <ButtonLink to={paths.activities.getHref()} variant="secondary">
        Back to Activities
      </ButtonLink>
      <ButtonLink to={paths.activities.getHref()}>
        <TicketIcon className="size-5" />
        Purchase Tickets
      </ButtonLink>
    </div>
  );
}
