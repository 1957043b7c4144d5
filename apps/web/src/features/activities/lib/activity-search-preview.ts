/**
 * What an activity's page tells search engines and link previews (issue 32): its name,
 * description and picture, and schema.org `Event` data with its next session, its venue and the
 * range of its ticket prices. Made by the page's server loader from the answers its page shows.
 */
import type { Activity, ActivityTime, Venue } from '@shop/core/catalogue';
import { compareCodeUnits } from '@shop/core/code-unit-order';
import { env } from '../../../config/env.ts';
import type { PageDescription } from '../../../app/page-meta.ts';

export interface ActivityPreviewInput {
  activity: Activity;
  venue: Venue | undefined;
  /** The sessions the page's answers hold, in any order. */
  times: ActivityTime[];
  /** The page's canonical address. */
  url: string;
  origin: string;
}

const absolute = (path: string, origin: string) =>
  new URL(path, origin || 'https://shop.invalid').href;

function describeVenue(venue: Venue | undefined, activity: Activity) {
  if (!venue) return undefined;
  return {
    '@type': 'Place',
    name: [venue.displayName, activity.location].filter(Boolean).join(' · '),
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.streetAddress ?? venue.address ?? undefined,
      addressLocality: venue.city ?? undefined,
      addressRegion: venue.state ?? undefined,
      postalCode: venue.zip ?? undefined,
      addressCountry: 'US',
    },
  };
}

/** The `Event` of the activity's next bookable session, or none when it has none ahead. */
function describeEvent({ activity, venue, times, url, origin }: ActivityPreviewInput) {
  const next = times
    .filter((time) => time.available)
    .sort((a, b) => compareCodeUnits(a.startDatetime, b.startDatetime))[0];
  if (!next) return undefined;
  const prices = times
    .flatMap((time) => time.tickets ?? [])
    .filter((ticket) => !ticket.addOn)
    .map((ticket) => ticket.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: activity.displayName,
    description: activity.centamanDescription,
    ...(activity.image ? { image: [absolute(activity.image, origin)] } : {}),
    url,
    startDate: next.startDatetime,
    endDate: next.endDatetime,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: describeVenue(venue, activity),
    organizer: { '@type': 'Organization', name: env.VITE_FOUNDATION_NAME, url: origin },
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'USD',
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
  };
}

export function describeActivityPreview(
  input: ActivityPreviewInput,
): Omit<PageDescription, 'title'> {
  const event = describeEvent(input);
  return {
    previewTitle: input.activity.displayName,
    description: input.activity.preview ?? input.activity.centamanDescription,
    image: input.activity.image,
    ...(event ? { structuredData: event } : {}),
  };
}
