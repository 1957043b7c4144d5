import type { VenueWithActivities } from '@shop/core/catalogue';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SnowflakeIcon } from '../../../components/ui/icons.tsx';
import { ActivityCard } from './activity-card.tsx';

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
      {activities.map((activity) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} />
        </li>
      ))}
    </ul>
  );
}
