import type { Venue } from '@shop/core/catalogue';
import { DirectionsIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons.tsx';

/** "120 Main Street" / "Park City, UT 84060"; the free-text address when that is all there is. */
function getVenueAddressLines(venue: Venue): string[] {
  const cityLine = [venue.city, [venue.state, venue.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [venue.streetAddress, cityLine].filter((line): line is string => Boolean(line));
  if (lines.length > 0) return lines;
  return venue.address ? [venue.address] : [];
}

export function hasVenueContact(venue: Venue): boolean {
  return (
    getVenueAddressLines(venue).length > 0 || Boolean(venue.phone) || Boolean(venue.googleMapLink)
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A venue's address, phone and directions link, whichever it has. */
export function VenueAddress({ venue, showName = false }: { venue: Venue; showName?: boolean }) {
  const addressLines = getVenueAddressLines(venue);
  return (
    <div className="space-y-2.5 text-[0.9375rem] text-slate-700">
      {showName ? <h3 className="text-base font-bold text-navy-950">{venue.displayName}</h3> : null}
      {addressLines.length > 0 ? (
        <p className="flex items-start gap-2">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-glacier-600" />
          <span>
            {addressLines.map((line, index) => (
              <span key={line} className="block">
                {line}
                {index < addressLines.length - 1 ? <span className="sr-only">, </span> : null}
              </span>
            ))}
          </span>
        </p>
      ) : null}
      {venue.phone ? (
        <p className="flex items-center gap-2">
          <PhoneIcon className="size-4 shrink-0 text-glacier-600" />
          <a
            href={telHref(venue.phone)}
            className="rounded-sm text-navy-900 hover:text-glacier-700 hover:underline"
          >
            {venue.phone}
          </a>
        </p>
      ) : null}
      {venue.googleMapLink ? (
        <p>
          <a
            href={venue.googleMapLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Directions to ${venue.displayName} (opens in a new tab)`}
            className="inline-flex items-center gap-2 rounded-sm font-semibold text-glacier-700 underline decoration-glacier-300 decoration-2 underline-offset-4 hover:text-navy-900 hover:decoration-navy-900"
          >
            <DirectionsIcon className="size-4 shrink-0" />
            Directions
          </a>
        </p>
      ) : null}
    </div>
  );
}
