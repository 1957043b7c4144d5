import type { Venue } from '@shop/core/catalogue';
import { ALL_VENUES_SLUG } from '@shop/core/venue-slugs';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { hasVenueContact, VenueAddress } from './venue-address.tsx';

export interface VenueMapCardProps {
  venue: Venue;
  /** Every venue, so the all-activities tab can list each location. */
  venues: Venue[];
}

/** 'Maps & Directions' for one venue, or 'Venue Locations' for the all-activities tab. */
export function VenueMapCard({ venue, venues }: VenueMapCardProps) {
  const headingId = useId();
  const isAllVenues = venue.slug === ALL_VENUES_SLUG;
  const locations = isAllVenues
    ? venues.filter((other) => other.slug !== ALL_VENUES_SLUG && hasVenueContact(other))
    : [];
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <div className="relative aspect-[4/3] self-start bg-glacier-100">
        {venue.locationMap ? (
          <img
            src={venue.locationMap}
            alt={isAllVenues ? 'Map of all venue locations' : `Map of ${venue.displayName}`}
            loading="lazy"
            decoding="async"
            width={640}
            height={480}
            className="absolute inset-0 size-full object-contain"
          />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center text-glacier-500">
            <MapPinIcon className="size-14" />
          </div>
        )}
      </div>
      <div className="p-6 sm:p-8">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-navy-950">
          {isAllVenues ? 'Venue Locations' : 'Maps & Directions'}
        </h2>
        {isAllVenues ? (
          <ul className="mt-5 grid gap-6 sm:grid-cols-2">
            {locations.map((location) => (
              <li key={location.id}>
                <VenueAddress venue={location} showName />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-5">
            <p className="mb-3 text-lg font-semibold text-navy-900">{venue.displayName}</p>
            <VenueAddress venue={venue} />
          </div>
        )}
      </div>
    </Card>
  );
}
