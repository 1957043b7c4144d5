import type { TicketPlace } from '@shop/core/order-admin-api';

const at = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Denver',
});

/** A place's state in words: refunded, checked in (when and by whom), or not checked in. */
export function placeStateText(place: TicketPlace): string {
  if (place.refunded) return 'Refunded';
  if (!place.admittedAt) return 'Not checked in';
  const when = at.format(new Date(place.admittedAt));
  return place.admittedBy ? `Checked in ${when} by ${place.admittedBy}` : `Checked in ${when}`;
}

export function PlaceState({ place }: { place: TicketPlace }) {
  const text = placeStateText(place);
  const tone = place.refunded
    ? 'text-slate-600'
    : place.admittedAt
      ? 'font-semibold text-emerald-800'
      : 'text-navy-800';
  return <span className={tone}>{text}</span>;
}
