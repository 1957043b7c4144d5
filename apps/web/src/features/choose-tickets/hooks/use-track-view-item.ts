import type { Activity } from '@shop/core/catalogue';
import { useEffect, useRef } from 'react';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';
import { toAnalyticsItem } from '../../../lib/analytics-items.ts';

/** Records view_item once per activity shown (SPEC section 1), in USD. */
export function useTrackViewItem(activity: Activity): void {
  const tracked = useRef<number | null>(null);
  useEffect(() => {
    if (tracked.current === activity.id) return;
    tracked.current = activity.id;
    trackEcommerceEvent('view_item', { items: [toAnalyticsItem(activity)] });
  }, [activity]);
}
