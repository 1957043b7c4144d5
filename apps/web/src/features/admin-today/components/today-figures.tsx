/**
 * The home page's figures for the shop's day (decision 083): each a number that links to the
 * page where it is handled. A part the role does not handle comes as null and is left out.
 */
import type { AdminToday, TodaySession } from '@shop/core/admin-today-api';
import { formatUsd } from '@shop/core/money';
import { formatClockTime, instantToShopWallTime } from '@shop/core/shop-time';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { textLinkClasses } from '../../../components/ui/text-link.tsx';
import { adminOrderPath, adminPaths } from '../../admin-shared/admin-paths.ts';

interface FigureProps {
  label: string;
  value: string;
  detail?: string;
  to: string;
  link: string;
}

function Figure(props: FigureProps) {
  return (
    <Card as="li" className="flex flex-col gap-1 p-4">
      <span className="text-sm font-medium text-navy-700">{props.label}</span>
      <span className="text-2xl font-bold tabular-nums text-navy-950">{props.value}</span>
      {props.detail ? <span className="text-sm text-navy-700">{props.detail}</span> : null}
      <Link className={`${textLinkClasses} mt-auto pt-1 text-sm`} to={props.to}>
        {props.link}
      </Link>
    </Card>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const clockOf = (iso: string) => formatClockTime(instantToShopWallTime(new Date(iso)).time);

const sessionsPath = (session: TodaySession, day: string) =>
  `${adminPaths.sessions}?activity=${session.activityId}&month=${day.slice(0, 7)}`;

export function TodayFigures({ today }: { today: AdminToday }) {
  const figures: (FigureProps | null)[] = [
    today.sales && {
      label: 'Sales so far',
      value: formatUsd(today.sales.paidCents),
      detail: plural(today.sales.orders, 'order', 'orders'),
      to: `${adminPaths.reports}?from=${today.day}&to=${today.day}`,
      link: "Today's report",
    },
    {
      label: 'Places sold today',
      value: String(today.places.sold),
      detail: `${today.places.left} left`,
      to: adminPaths.sessions,
      link: 'Sessions',
    },
    {
      label: 'Check-ins so far',
      value: String(today.checkIns),
      to: adminPaths.checkIn,
      link: 'Check-in',
    },
    today.cashOwed && {
      label: 'Cash owed',
      value: formatUsd(today.cashOwed.amountCents),
      detail: plural(today.cashOwed.count, 'refund to hand over', 'refunds to hand over'),
      to: adminPaths.cashOwed,
      link: 'Cash owed',
    },
  ];
  return (
    <section aria-labelledby="today-figures" className="space-y-3">
      <h2 id="today-figures" className="sr-only">
        Today&rsquo;s figures
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (figure ? <Figure key={figure.label} {...figure} /> : null))}
      </ul>
    </section>
  );
}

function SessionRow({ session, day }: { session: TodaySession; day: string }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <Link className={textLinkClasses} to={sessionsPath(session, day)}>
        {clockOf(session.startsAt)}&ndash;{clockOf(session.endsAt)} {session.activity}
      </Link>
      <span className="text-sm tabular-nums text-navy-800">
        {session.sold} of {session.capacity} sold, {session.left} left, {session.checkedIn} in
      </span>
    </li>
  );
}

export function TodaySessions({ today }: { today: AdminToday }) {
  const lists = [
    { id: 'running', title: 'Running now', sessions: today.runningSessions, empty: 'None.' },
    { id: 'next', title: 'Next today', sessions: today.nextSessions, empty: 'No more today.' },
  ];
  return (
    <Card as="section" aria-labelledby="today-sessions" className="space-y-4 p-5 sm:p-6">
      <h2 id="today-sessions" className="text-xl font-semibold text-navy-950">
        Sessions
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {lists.map((list) => (
          <div key={list.id}>
            <h3 className="font-semibold text-navy-900">{list.title}</h3>
            {list.sessions.length > 0 ? (
              <ul className="divide-y divide-navy-100">
                {list.sessions.map((session) => (
                  <SessionRow key={session.id} session={session} day={today.day} />
                ))}
              </ul>
            ) : (
              <p className="py-2 text-navy-700">{list.empty}</p>
            )}
          </div>
        ))}
      </div>
    </Card>
  );
}

export function FailedEmails({ failed }: { failed: NonNullable<AdminToday['failedEmails']> }) {
  if (failed.count === 0) return null;
  return (
    <Card
      as="section"
      aria-labelledby="failed-emails"
      className="space-y-2 border-l-4 border-ember-700 p-5 sm:p-6"
    >
      <h2 id="failed-emails" className="text-xl font-semibold text-navy-950">
        {plural(failed.count, 'e-mail failing', 'e-mails failing')}
      </h2>
      <p className="text-navy-800">
        The mail server refused these. Check the address on the order, then resend it from there.
      </p>
      <ul className="space-y-1">
        {failed.latest.map((email) => (
          <li key={email.id} className="text-navy-800">
            {email.orderId ? (
              <Link className={textLinkClasses} to={adminOrderPath(email.orderId)}>
                {email.kind === 'order-refund' ? 'Refund notice' : 'Confirmation'} of order{' '}
                {email.receipt ?? email.orderId}
              </Link>
            ) : (
              <span>{email.kind}</span>
            )}
            {email.lastError ? (
              <span className="block text-sm break-words text-navy-700">{email.lastError}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
