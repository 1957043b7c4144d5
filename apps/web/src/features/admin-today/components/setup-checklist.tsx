/**
 * A new shop's setup checklist (decision 083): each item ticks itself from the shop's data, and
 * links to where it is done. The card gateway is a setting of the server, not a page.
 */
import { setupItemTexts, type SetupChecklist, type SetupItem } from '@shop/core/admin-today-api';
import type { StaffRole } from '@shop/core/staff-api';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { textLinkClasses } from '../../../components/ui/text-link.tsx';
import { adminPaths } from '../../admin-shared/admin-paths.ts';

const itemOrder: SetupItem[] = [
  'venue',
  'activity',
  'tickets',
  'sessions',
  'paymentSettings',
  'staff',
];

function whereDone(item: SetupItem, role: StaffRole): { to: string; label: string } | string {
  switch (item) {
    case 'venue':
      return { to: adminPaths.venues, label: 'Venues' };
    case 'activity':
      return { to: adminPaths.newActivity, label: 'New activity' };
    case 'tickets':
      return { to: adminPaths.activities, label: 'Activities' };
    case 'sessions':
      return { to: adminPaths.sessions, label: 'Sessions' };
    case 'paymentSettings':
      return 'Set PAYMENT_GATEWAY=spreedly and its keys on the server (README, "A real shop"). Until then only test cards pay.';
    case 'staff':
      return role === 'admin' ? { to: adminPaths.staff, label: 'Staff' } : 'An admin adds staff.';
  }
}

export function SetupChecklistCard(props: { checklist: SetupChecklist; role: StaffRole }) {
  const done = itemOrder.filter((item) => props.checklist[item]).length;
  return (
    <Card as="section" aria-labelledby="setup-checklist" className="space-y-3 p-5 sm:p-6">
      <div>
        <h2 id="setup-checklist" className="text-xl font-semibold text-navy-950">
          Set up the shop
        </h2>
        <p className="text-navy-800">
          {done} of {itemOrder.length} done. Each item ticks itself once the shop has it.
        </p>
      </div>
      <ul className="space-y-2">
        {itemOrder.map((item) => {
          const ticked = props.checklist[item];
          const where = whereDone(item, props.role);
          return (
            <li key={item} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className={
                  ticked
                    ? 'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-glacier-700 text-sm font-bold text-white'
                    : 'mt-0.5 size-6 shrink-0 rounded-full border-2 border-navy-600'
                }
              >
                {ticked ? '✓' : null}
              </span>
              <span className="min-w-0">
                <span
                  className={ticked ? 'text-navy-700 line-through' : 'font-medium text-navy-950'}
                >
                  {setupItemTexts[item]}
                </span>
                <span className="sr-only">{ticked ? ': done' : ': to do'}</span>
                {ticked ? null : typeof where === 'string' ? (
                  <span className="block text-sm text-navy-700">{where}</span>
                ) : (
                  <Link className={`${textLinkClasses} block text-sm`} to={where.to}>
                    {where.label}
                  </Link>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
