import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { TicketCart } from '../lib/ticket-cart.ts';
import { chooseTicketsTexts } from '../texts.ts';

export interface ChooseTicketsActionsProps {
  /** Edit mode offers only the way to checkout. */
  isEditMode: boolean;
  activitiesHref: string;
  checkoutHref: string;
  /** Set when a timed line is chosen: it can be left for another session. */
  onAddAnotherSession: (() => void) | undefined;
  /** The cart's changes on their way: checkout waits for them. */
  changes: Pick<TicketCart, 'isChanging' | 'whenSettled'>;
}

/** The review step's way on: back to the activities, another session, or checkout. */
export function ChooseTicketsActions({
  isEditMode,
  activitiesHref,
  checkoutHref,
  onAddAnotherSession,
  changes,
}: ChooseTicketsActionsProps) {
  const navigate = useNavigate();
  const [isWaiting, setIsWaiting] = useState(false);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // A ticket being added as the visitor presses on goes with them: the page leaves once the cart
  // has it (and the new line's id is stored), so the cart shows it and the click is not lost.
  const proceed = (event: MouseEvent<HTMLAnchorElement>) => {
    const opensElsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
    if (opensElsewhere || (!isWaiting && !changes.isChanging())) return;
    event.preventDefault();
    if (isWaiting) return;
    setIsWaiting(true);
    void changes.whenSettled().then(() => {
      if (!isMounted.current) return;
      setIsWaiting(false);
      void navigate(checkoutHref);
    });
  };

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
      <ButtonLink
        to={checkoutHref}
        variant="primary"
        size="lg"
        onClick={proceed}
        aria-busy={isWaiting || undefined}
      >
        {chooseTicketsTexts.proceedToCheckout}
        {isWaiting ? <Spinner className="size-5" /> : <ArrowRightIcon className="size-5" />}
      </ButtonLink>
    </div>
  );
}
