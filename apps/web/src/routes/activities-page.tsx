import { titled } from '../app/page-meta.ts';
import type { VenueWithActivities } from '@shop/core/catalogue';
import { ALL_VENUES_SLUG } from '@shop/core/venue-slugs';
import { useSearchParams } from 'react-router';
import { PageHero } from '../components/layout/page-hero.tsx';
import { env } from '../config/env.ts';
import { useVenues } from '../features/activities/api/get-venues.ts';
import { ActivitiesError } from '../features/activities/components/activities-error.tsx';
import { ActivitiesLoading } from '../features/activities/components/activities-loading.tsx';
import { ActivityList } from '../features/activities/components/activity-list.tsx';
import { VenueMapCard } from '../features/activities/components/venue-map-card.tsx';
import { VenueTabs } from '../features/activities/components/venue-tabs.tsx';
import { useTrackActivityList } from '../features/activities/hooks/use-track-activity-list.ts';
import { Container } from '../components/ui/container.tsx';

/** The `venue` query parameter's venue; an unknown or missing slug means the first tab ('all'). */
function findSelectedVenue(
  venues: VenueWithActivities[],
  requestedSlug: string | null,
): VenueWithActivities | undefined {
  return venues.find((venue) => venue.slug === (requestedSlug ?? ALL_VENUES_SLUG)) ?? venues[0];
}

function VenuePanel({
  venue,
  venues,
}: {
  venue: VenueWithActivities;
  venues: VenueWithActivities[];
}) {
  const count = venue.activities?.length ?? 0;
  return (
    <Container className="py-10 sm:py-12">
      <div className="mb-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
          {venue.displayName}
        </h2>
        {count > 0 ? (
          <p className="text-sm font-medium text-slate-600">
            {count} {count === 1 ? 'activity' : 'activities'}
          </p>
        ) : null}
      </div>
      <ActivityList venue={venue} />
      <div className="mt-12 sm:mt-16">
        <VenueMapCard venue={venue} venues={venues} />
      </div>
    </Container>
  );
}

/** `/activities`: every activity grouped by venue tabs (SPEC section 2). */
export function ActivitiesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const venues = useVenues();
  const selectedVenue = venues.data
    ? findSelectedVenue(venues.data, searchParams.get('venue'))
    : undefined;
  useTrackActivityList(selectedVenue);

  const selectVenue = (slug: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('venue', slug);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title="Activities" />
      {venues.isPending ? (
        <ActivitiesLoading />
      ) : venues.isError ? (
        <ActivitiesError onRetry={() => void venues.refetch()} isRetrying={venues.isFetching} />
      ) : selectedVenue ? (
        <VenueTabs venues={venues.data} selectedSlug={selectedVenue.slug} onSelect={selectVenue}>
          {(venue) => <VenuePanel venue={venue} venues={venues.data} />}
        </VenueTabs>
      ) : null}
    </>
  );
}

export const meta = titled('Activities');

export default ActivitiesPage;
