import type { VenueWithActivities } from '@shop/core/catalogue';
import { useEffect, useRef } from 'react';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';
import { toAnalyticsItem } from '../../../lib/analytics-items.ts';

/** Records view_item_list once for each distinct list of activities a visitor is shown. */
export function useTrackActivityList(venue: VenueWithActivities | undefined): void {
  const lastTrackedKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    const activities = venue?.activities ?? [];
    if (!venue || activities.length === 0) return;
    const key = `${venue.slug}:${activities.map((activity) => activity.id).join(',')}`;
    // Re-renders and StrictMode's second effect run must not count as a second view.
    if (lastTrackedKey.current === key) return;
    lastTrackedKey.current = key;
    trackEcommerceEvent('view_item_list', {
      item_list_id: venue.slug,
      item_list_name: venue.displayName,
      items: activities.map((activity, index) =>
        toAnalyticsItem(activity, undefined, {
          listId: venue.slug,
          listName: venue.displayName,
          index,
        }),
      ),
    });
  }, [venue]);
}
