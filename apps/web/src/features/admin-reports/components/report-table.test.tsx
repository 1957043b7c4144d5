import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportTable } from './report-table.tsx';

describe('a report table', () => {
  it('shows the columns of the CSV, money as dollars, days and Denver times, and its download', () => {
    render(
      <ReportTable
        name="sessions"
        csvUrl="/api/v1/admin/reports/sessions?from=2026-11-01&to=2026-11-07&format=csv"
        rows={[
          {
            activityTimeId: 3,
            activity: 'Public Skate',
            session: 'Evening skate',
            startsAt: '2026-11-02T02:30:00.000Z',
            orders: 2,
            places: 5,
            refundedPlaces: 1,
            salesCents: 123456,
            netSalesCents: 98765,
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sales by session' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Activity',
      'Session',
      'Starts',
      'Orders',
      'Tickets',
      'Refunded tickets',
      'Sales at list price',
      'Net of refunded tickets',
    ]);
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 02:30 UTC on 2 November is 19:30 MST on 1 November in Denver.
    expect(cells).toEqual([
      'Public Skate',
      'Evening skate',
      'Nov 1, 2026, 7:30 PM',
      '2',
      '5',
      '1',
      '$1,234.56',
      '$987.65',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV: Sales by session' })).toHaveAttribute(
      'href',
      '/api/v1/admin/reports/sessions?from=2026-11-01&to=2026-11-07&format=csv',
    );
  });

  it('says so when there is nothing to show, and still offers the CSV', () => {
    render(<ReportTable name="capacity" csvUrl="/csv" rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No sessions start in these dates.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Download CSV: Capacity used per session' }),
    ).toBeVisible();
  });

  it('counts the pass holders admitted per day, venue and activity, or says none were', () => {
    const { unmount } = render(
      <ReportTable
        name="pass-admissions"
        csvUrl="/csv"
        rows={[
          {
            day: '2026-12-01',
            venueId: 1,
            venue: 'Utah Olympic Oval',
            activityId: 4,
            activity: 'Public Skate',
            passHolders: 12,
            admissions: 14,
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pass holders admitted' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tue, Dec 1', 'Utah Olympic Oval', 'Public Skate', '12', '14']);
    unmount();
    render(<ReportTable name="pass-admissions" csvUrl="/csv" rows={[]} />);
    expect(screen.getByText('No pass holders were admitted in these dates.')).toBeVisible();
  });

  it("counts a session's waiting list offers by where they stand, or says none were made", () => {
    const { unmount } = render(
      <ReportTable
        name="waitlist"
        csvUrl="/api/v1/admin/reports/waitlist?from=2026-12-01&to=2026-12-31&format=csv"
        rows={[
          {
            activityTimeId: 9,
            activity: 'Public Skate',
            session: 'Evening skate',
            startsAt: '2026-12-13T04:10:00.000Z',
            offers: 4,
            placesOffered: 7,
            taken: 1,
            lapsed: 1,
            released: 1,
            held: 1,
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Waiting list' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Activity',
      'Session',
      'Starts',
      'Offers made',
      'Places offered',
      'Taken',
      'Lapsed',
      'Released',
      'Still held',
    ]);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Public Skate',
      'Evening skate',
      'Dec 12, 2026, 9:10 PM',
      '4',
      '7',
      '1',
      '1',
      '1',
      '1',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV: Waiting list' })).toHaveAttribute(
      'href',
      '/api/v1/admin/reports/waitlist?from=2026-12-01&to=2026-12-31&format=csv',
    );
    unmount();
    render(<ReportTable name="waitlist" csvUrl="/csv" rows={[]} />);
    expect(
      screen.getByText('No waiting list offers were made for sessions in these dates.'),
    ).toBeVisible();
  });
});
