import { formatClockTime, instantToShopWallTime } from '@shop/core/shop-time';
import { useParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { cn } from '../components/ui/cn.ts';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { useSessionGuests } from '../features/admin-check-in/api/check-in.ts';
import { SessionWaitlist } from '../features/admin-sessions/components/session-waitlist.tsx';
import { adminOrderPath, adminPaths } from '../features/admin-shared/admin-paths.ts';
import { pageTitleClasses } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryFailure } from '../features/admin-shared/components/query-states.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

const day = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'America/Denver',
});

const arrivedTime = (at: string) => formatClockTime(instantToShopWallTime(new Date(at)).time);

/**
 * `/admin/sessions/:id/guests` (every role): the session's expected guests, by name, with their
 * ticket, order and arrival, to print for the gate or the guide (decision 084).
 */
export default function AdminGuestListPage() {
  const id = Number(useParams().id);
  const list = useSessionGuests(id);
  usePageTitle(list.data ? `Guest list · ${list.data.session.activity}` : 'Guest list');

  if (list.isPending)
    return (
      <LoadingShapes
        label="Loading the guest list"
        shapes={['h-10 w-64', 'h-64 w-full']}
        className="space-y-3"
      />
    );
  if (list.isError)
    return (
      <div className="space-y-4">
        <TextLink to={adminPaths.sessions}>Back to sessions</TextLink>
        <QueryFailure query={list} title="The guest list could not be loaded." />
      </div>
    );
  const { session, guests, expected, arrived } = list.data;
  const name = session.name === session.activity ? '' : ` · ${session.name}`;

  return (
    <div data-print-page className="space-y-5">
      <div className="flex flex-wrap gap-x-6 gap-y-2 print:hidden">
        <TextLink to={adminPaths.sessions}>Back to sessions</TextLink>
        <TextLink to={adminPaths.checkIn}>Check-in</TextLink>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={cn(pageTitleClasses, 'print:text-2xl')}>Guest list</h1>
          <p className="mt-1 text-navy-800">
            {session.activity}
            {name} ·{' '}
            <time dateTime={session.startsAt}>{day.format(new Date(session.startsAt))}</time>
            {session.cancelled ? ' · cancelled' : ''}
          </p>
          <p className="mt-1 font-semibold text-navy-950">
            {arrived} of {expected} arrived
          </p>
        </div>
        <Button className="print:hidden" onPress={() => window.print()}>
          Print
        </Button>
      </div>
      {guests.length === 0 ? (
        <EmptyState title="No guests expected.">No tickets are sold for this session.</EmptyState>
      ) : (
        <div
          role="region"
          aria-label="Guests"
          tabIndex={0}
          className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 outline-none focus-visible:ring-2 focus-visible:ring-glacier-600 print:overflow-visible print:shadow-none print:ring-0"
        >
          <table className="w-full text-left text-sm print:text-xs">
            <caption className="sr-only">
              Guests of {session.activity}, {arrived} of {expected} arrived
            </caption>
            <thead className="bg-glacier-50 text-navy-900">
              <tr>
                {['Name', 'Ticket', 'Order', 'Code', 'Arrived'].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-900/10 text-navy-800">
              {guests.map((guest) => (
                <tr key={`${guest.receipt}-${guest.codeEnd}`} className="break-inside-avoid">
                  <td className="px-3 py-2">
                    <span className="font-semibold text-navy-950">{guest.name}</span>
                    {guest.isBuyer ? (
                      <span className="block text-xs text-slate-600">Buyer</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{guest.ticket}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <TextLink to={adminOrderPath(guest.orderId)}>{guest.receipt}</TextLink>
                  </td>
                  <td className="px-3 py-2 font-mono whitespace-nowrap">…{guest.codeEnd}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {guest.arrivedAt ? (
                      <span className="font-semibold text-emerald-800">
                        Yes, {arrivedTime(guest.arrivedAt)}
                      </span>
                    ) : (
                      'No'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SessionWaitlist sessionId={id} />
    </div>
  );
}
