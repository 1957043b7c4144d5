import type { VenueWithActivities } from '@shop/core/catalogue';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SnowflakeIcon } from '../../../components/ui/icons.tsx';
import { ActivityCard, type CardImageLoading } from './activity-card.tsx';

/** The first row on the widest grid (three columns) is in view without scrolling. */
const FIRST_ROW = 3;

function imageLoadingAt(index: number): CardImageLoading {
  if (index === 0) return 'priority';
  return index < FIRST_ROW ? 'eager' : 'lazy';
}

/** The selected venue's activities as a responsive grid, or the empty-venue message. */
export function ActivityList({ venue }: { venue: VenueWithActivities }) {
  const activities = venue.activities ?? [];
  if (activities.length === 0) {
    return (
      <EmptyState
        icon={<SnowflakeIcon className="size-10" />}
        title="There are no activities currently available for this venue."
      />
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {activities.map((activity, index) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} imageLoading={imageLoadingAt(index)} />
        </li>
      ))}
    </ul>
  );
}
