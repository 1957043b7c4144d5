import { titled, type PageHandle } from '../app/page-meta.ts';
import { useParams } from 'react-router';
import { formatCalendarDate } from '@shop/core/shop-time';
import {
  formatOfferDeadline,
  formatPlaces,
  waitlistTexts,
  type WaitlistEntry,
} from '@shop/core/waitlist-api';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Card } from '../components/ui/card.tsx';
import { Container } from '../components/ui/container.tsx';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { SubmitButton } from '../components/ui/submit-button.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { paths } from '../config/paths.ts';
import { useLeaveWaitlist, useWaitlistEntry } from '../features/waitlist/api/waitlist-entry.ts';
import { ApiError } from '../lib/api-client.ts';
import { LoadFailure } from './load-failure.tsx';

const TITLE = 'Your Waiting List Place';

const placesOf = (entry: WaitlistEntry) =>
  `${formatPlaces(entry.places)}${entry.acceptsFewer ? ', or fewer' : ''}`;

/** What the entry's offer says: places held to buy, bought, or passed on. */
function OfferNotice({ offer }: { offer: NonNullable<WaitlistEntry['offer']> }) {
  const deadline = formatOfferDeadline(new Date(offer.expiresAt));
  const places = formatPlaces(offer.places);
  if (offer.state === 'held' && offer.cartToken) {
    return (
      <div className="space-y-4">
        <p className="text-[0.9375rem] text-navy-900">
          We are holding {places} for you until {deadline}. Nobody else can take them meanwhile.
        </p>
        <ButtonLink to={paths.cart.getHref({ cartToken: offer.cartToken })}>
          Buy Your Tickets
        </ButtonLink>
      </div>
    );
  }
  return (
    <p className="text-[0.9375rem] text-navy-900">
      {offer.state === 'bought'
        ? `You bought the ${places} held for you.`
        : `The ${places} held for you went to the next in line at ${deadline}. Places may come back: join the list again from the activity's calendar.`}
    </p>
  );
}

function EntryCard({
  entry,
  leave,
}: {
  entry: WaitlistEntry;
  leave: ReturnType<typeof useLeaveWaitlist>;
}) {
  const heading =
    entry.position !== null
      ? `You are number ${entry.position} in line`
      : entry.offer?.state === 'held'
        ? 'Places are held for you'
        : 'Your waiting list place';
  return (
    <Card as="section" aria-labelledby="waitlist-place" className="space-y-5 p-6 sm:p-8">
      <h2 id="waitlist-place" className="text-2xl font-bold text-navy-950">
        {heading}
      </h2>
      <dl className="grid gap-3 text-[0.9375rem] text-navy-900 sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold">Activity</dt>
        <dd>
          <TextLink to={paths.activity.getHref(entry.activityId)}>{entry.activityName}</TextLink>
        </dd>
        <dt className="font-semibold">Time</dt>
        <dd>
          {formatCalendarDate(entry.startDate)}, {entry.sessionLabel}
        </dd>
        <dt className="font-semibold">Places wanted</dt>
        <dd>{placesOf(entry)}</dd>
      </dl>
      {entry.offer ? (
        <OfferNotice offer={entry.offer} />
      ) : (
        <p className="text-[0.9375rem] text-navy-900">
          When places come back, we offer them in turn by e-mail.
        </p>
      )}
      {leave.isError ? (
        <Alert tone="error" role="alert" title="An error occurred while leaving the list.">
          Please try again.
        </Alert>
      ) : null}
      {entry.offer?.state === 'bought' ? null : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            leave.mutate();
          }}
        >
          <SubmitButton variant="secondary" isSubmitting={leave.isPending} pendingLabel="Leaving…">
            Leave the Waiting List
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}

/**
 * `/waitlist/{token}`: a waiting list entry by the link its e-mail carries (issue 34, decision
 * 103): the place in line, the session and places, and leaving the list. No login: the link is
 * the entry's, as an order's token is the order's.
 */
export function WaitlistEntryPage() {
  const { token = '' } = useParams();
  const entry = useWaitlistEntry(token);
  const leave = useLeaveWaitlist(token);
  let content;
  if (leave.isSuccess) {
    content = (
      <Alert role="status" title={waitlistTexts.left}>
        <TextLink to={paths.activities.getHref()}>See the activities</TextLink>
      </Alert>
    );
  } else if (entry.isPending) {
    content = <LoadingShapes label="Loading your place…" shapes={['h-72 rounded-2xl']} />;
  } else if (entry.isError) {
    content =
      entry.error instanceof ApiError && entry.error.status === 404 ? (
        <Alert tone="error" role="alert" title="Waiting list place not found">
          This link no longer names a place in line: it was left, or a newer link was e-mailed.{' '}
          <TextLink to={paths.activities.getHref()}>See the activities</TextLink>
        </Alert>
      ) : (
        <LoadFailure
          title="An error occurred while loading your place."
          onRetry={() => void entry.refetch()}
        />
      );
  } else {
    content = <EntryCard entry={entry.data} leave={leave} />;
  }
  return (
    <>
      <PageHero title={TITLE} />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto max-w-xl">{content}</div>
      </Container>
    </>
  );
}

export const meta = titled(TITLE);

export const handle: PageHandle = { rendersInBrowser: true };

export default WaitlistEntryPage;
