import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditChange, describeChange } from './audit-change.tsx';
import { subjectOf } from './audit-table.tsx';

const member = {
  id: 3,
  name: 'Bo Office',
  email: 'bo@example.org',
  role: 'box-office',
  active: true,
  twoFactorEnabled: false,
  createdAt: '2026-11-26T10:00:00.000Z',
};

const session = {
  id: 12,
  date: '2026-12-05',
  capacity: 40,
  cutoffHours: null,
  closed: false,
  startsAt: '2026-12-05T17:00:00.000Z',
  priceCents: 2500,
};

const text = (sentences: ReturnType<typeof describeChange>) =>
  sentences.map((s) =>
    s.from === undefined ? `${s.label} ${s.to}` : `${s.label} ${s.from} → ${s.to}`,
  );

describe('an audit entry’s change as sentences', () => {
  it('says a changed field as "Capacity 40 → 36", money in dollars and times in Denver', () => {
    const after = {
      ...session,
      capacity: 36,
      priceCents: 2750,
      startsAt: '2026-12-05T18:30:00.000Z',
      cutoffHours: 2,
    };
    expect(text(describeChange('session.change', session, after))).toEqual([
      'Capacity 40 → 36',
      'Sales close (hours before) none → 2',
      'Starts at Dec 5, 2026, 10:00 AM → Dec 5, 2026, 11:30 AM',
      'Price $25.00 → $27.50',
    ]);
  });

  it('renders a change struck through and the new value beside it, read as "changed to"', () => {
    const { container } = render(
      <AuditChange
        action="staff.change"
        before={member}
        after={{ ...member, role: 'manager', active: false }}
      />,
    );
    const items = [...container.querySelectorAll('li')];
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Role Box office → changed to Manager$/);
    expect(container.querySelector('del')).toHaveTextContent('Box office');
    expect(container.querySelector('ins')).toHaveTextContent('Manager');
    expect(screen.getAllByText(/changed to/)).toHaveLength(2);
  });

  it('lists what a creation set, without ids or timestamps', () => {
    expect(text(describeChange('staff.create', null, member))).toEqual([
      'Name Bo Office',
      'E-mail bo@example.org',
      'Role Box office',
      'Active Yes',
      'Two-factor No',
    ]);
  });

  it('says a schedule of 201 sessions in one sentence with its count and dates', () => {
    const after = {
      sessions: 201,
      skipped: 3,
      firstDate: '2026-12-05',
      lastDate: '2027-06-20',
      capacity: 36,
    };
    expect(text(describeChange('session.create-schedule', null, after))).toEqual([
      'Sessions created 201, Dec 5, 2026 to Jun 20, 2027',
      'Capacity 36',
      'Skipped (already there) 3',
    ]);
  });

  it('says a bulk change with its sessions by date, never their ids', () => {
    const after = {
      sessions: 2,
      dates: ['Sat, Dec 5, 10:00 AM', 'Sun, Dec 6, 10:00 AM'],
      capacity: 30,
      sessionIds: [7, 8],
    };
    expect(text(describeChange('session.bulk-set-capacity', null, after))).toEqual([
      'Capacity 30',
      '2 sessions Sat, Dec 5, 10:00 AM; Sun, Dec 6, 10:00 AM',
    ]);
  });

  it('says the e-mail a failed log-in tried, and a cancellation’s reason and counts', () => {
    expect(text(describeChange('staff.log-in-failed', null, { email: 'x@example.org' }))).toEqual([
      'E-mail tried x@example.org',
    ]);
    const cancelled = { closed: true, reason: 'Storm', orders: [4, 9, 11], places: 7 };
    expect(text(describeChange('session.cancel', { closed: false }, cancelled))).toEqual([
      'Closed to sales No → Yes',
      'Reason none → Storm',
      'Orders refunded none → 3',
      'Places refunded none → 7',
    ]);
  });

  it('reads out a list in words, such as what a membership includes', () => {
    const before = {
      includedActivities: [],
      memberPrices: ['Tour, Adult: 20% off'],
      guestPassesPerTerm: 0,
    };
    const after = {
      includedActivities: ['Museum', 'Public Skate'],
      memberPrices: ['Tour, Adult: 20% off'],
      guestPassesPerTerm: 2,
    };
    expect(text(describeChange('membership.change-entitlements', before, after))).toEqual([
      'Included activities none → Museum; Public Skate',
      'Guest passes per term 0 → 2',
    ]);
  });

  it('says so when nothing changed, and names a deleted entity by kind and number', () => {
    render(<AuditChange action="staff.change" before={member} after={member} />);
    expect(screen.getByText('Nothing changed')).toBeVisible();
    const login = render(<AuditChange action="staff.log-in" before={null} after={null} />);
    expect(login.container).toBeEmptyDOMElement();
    expect(subjectOf({ subject: null, entity: 'session', entityId: '12' })).toBe('Session #12');
    expect(subjectOf({ subject: 'Order #R1001', entity: 'order', entityId: '4' })).toBe(
      'Order #R1001',
    );
  });
});
