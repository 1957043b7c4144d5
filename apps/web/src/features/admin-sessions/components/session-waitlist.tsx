import { formatClockTime, formatCalendarDate, instantToShopWallTime } from '@shop/core/shop-time';
import {
  adminWaitlistTexts as texts,
  formatPlaces,
  type AdminWaitlistEntry,
} from '@shop/core/waitlist-api';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isForbidden, refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import {
  useOfferWaitlistEntry,
  useRemoveWaitlistEntry,
  useSessionWaitlist,
} from '../api/session-waitlist.ts';

/** 'Dec 1, 2:05 PM' in Denver. */
const at = (iso: string) => {
  const wall = instantToShopWallTime(new Date(iso));
  return `${formatCalendarDate(wall.date)}, ${formatClockTime(wall.time)}`;
};

function offerOf(entry: AdminWaitlistEntry) {
  const state = texts.states[entry.state];
  if (entry.state === 'waiting') return `${state}, number ${entry.position}`;
  const places = formatPlaces(entry.offeredPlaces ?? 0);
  return entry.state === 'held' && entry.offerExpiresAt
    ? `${state}: ${places} until ${at(entry.offerExpiresAt)}`
    : `${state}: ${places}`;
}

/**
 * A session's waiting list on its guest list page (decision 103), for the staff who run the
 * sessions; the others are not shown visitors' addresses, and see nothing of it.
 */
export function SessionWaitlist({ sessionId }: { sessionId: number }) {
  const list = useSessionWaitlist(sessionId);
  const remove = useRemoveWaitlistEntry(sessionId);
  const offer = useOfferWaitlistEntry(sessionId);
  const [done, setDone] = useState<string | null>(null);
  const busy = remove.isPending || offer.isPending;
  // The list is read again after either: with no answer, it shows whether the change was made.
  const failure = refusalMessage(remove.error ?? offer.error);
  if (isForbidden(list.error)) return null;
  if (!list.data) return null;
  return (
    <section aria-labelledby="waitlist-heading" className="space-y-3 print:hidden">
      <h2 id="waitlist-heading" className="text-xl font-bold text-navy-950">
        {texts.heading}
      </h2>
      <p role="status" className="text-sm text-navy-800 empty:hidden">
        {done ?? ''}
      </p>
      {failure ? <Alert tone="error" role="alert" headingLevel={3} title={failure} /> : null}
      {list.data.length === 0 ? (
        <p className="text-navy-800">{texts.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{texts.heading}</caption>
            <thead className="bg-glacier-50 text-navy-900">
              <tr>
                {['Email', 'Places', 'Joined', 'Standing', ''].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {label === '' ? <span className="sr-only">Actions</span> : label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-900/10 text-navy-800">
              {list.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-3 py-2 font-semibold text-navy-950">{entry.email}</td>
                  <td className="px-3 py-2">
                    {entry.places}
                    {entry.acceptsFewer ? ', or fewer' : ''}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{at(entry.joinedAt)}</td>
                  <td className="px-3 py-2">{offerOf(entry)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {entry.state === 'waiting' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="mr-2"
                        aria-label={`${texts.offer} to ${entry.email}`}
                        isDisabled={busy}
                        onPress={() =>
                          offer.mutate(entry.id, {
                            onSuccess: (places) => setDone(texts.offered(entry.email, places)),
                          })
                        }
                      >
                        {texts.offer}
                      </Button>
                    ) : null}
                    {entry.state === 'bought' ? null : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${texts.remove} ${entry.email}`}
                        isDisabled={busy}
                        onPress={() =>
                          remove.mutate(entry.id, {
                            onSuccess: () => setDone(texts.removed(entry.email)),
                          })
                        }
                      >
                        {texts.remove}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
