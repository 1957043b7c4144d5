import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { chooseTicketsTexts } from '../texts.ts';

export interface ChooseTicketsActionsProps {
  /** Edit mode offers only the way to checkout. */
  isEditMode: boolean;
  activitiesHref: string;
  checkoutHref: string;
  /** Set when a timed line is chosen: it can be left for another session. */
  onAddAnotherSession: (() => void) | undefined;
}

/** The review step's way on: back to the activities, another session, or checkout. */
export function ChooseTicketsActions({
  isEditMode,
  activitiesHref,
  checkoutHref,
  onAddAnotherSession,
}: ChooseTicketsActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
      {!isEditMode ? (
        <>
          <ButtonLink to={activitiesHref} variant="ghost">
            {chooseTicketsTexts.backToActivities}
          </ButtonLink>
          {onAddAnotherSession ? (
            <Button variant="secondary" onPress={onAddAnotherSession}>
              {chooseTicketsTexts.addAnotherSession}
            </Button>
          ) : null}
        </>
      ) : null}
      <ButtonLink to={checkoutHref} variant="primary" size="lg">
        {chooseTicketsTexts.proceedToCheckout}
        <ArrowRightIcon className="size-5" />
      </ButtonLink>
    </div>
  );
}
