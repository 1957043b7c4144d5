/**
 * The month's calendar renders again only when what it shows changes: the page renders on every
 * answer about the cart, with new handlers each time.
 */
import type { DateAvailability } from '@shop/core/time-groups';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import type * as Aria from 'react-aria-components';
import { expect, it, vi } from 'vitest';
import { SessionCalendar, type SessionCalendarProps } from './session-calendar.tsx';

/** Renders of the month's days, counted through React Aria's own cell. */
const cellRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-aria-components', async (importOriginal) => {
  const aria = await importOriginal<typeof Aria>();
  return {
    ...aria,
    CalendarCell: (cell: ComponentProps<typeof aria.CalendarCell>) => {
      cellRenders.count += 1;
      return <aria.CalendarCell {...cell} />;
    },
  };
});

const props = (availabilityOf: (date: string) => DateAvailability): SessionCalendarProps => ({
  selectedDate: null,
  onSelectDate: vi.fn(),
  focusedDate: '2027-01-15',
  onFocusedDateChange: vi.fn(),
  availabilityOf,
  minDate: '2027-01-01',
  maxDate: '2027-03-31',
  isLoading: false,
});

it('renders the month again for a change of a day, not for new handlers, which it still calls', async () => {
  const tenthOnly = (date: string) => (date === '2027-01-10' ? 'available' : 'unavailable');
  const { rerender } = render(<SessionCalendar {...props(tenthOnly)} />);
  expect(cellRenders.count).toBeGreaterThan(27);

  // The page's next render: the same days, new functions.
  cellRenders.count = 0;
  const latest = props((date) => tenthOnly(date));
  rerender(<SessionCalendar {...latest} />);
  expect(cellRenders.count).toBe(0);
  await userEvent.click(screen.getByRole('button', { name: /January 10, 2027/ }));
  expect(latest.onSelectDate).toHaveBeenCalledWith('2027-01-10');

  // A day that sells out is shown.
  const tenthSoldOut = (date: string) => (date === '2027-01-10' ? 'sold-out' : 'unavailable');
  rerender(<SessionCalendar {...props(tenthSoldOut)} />);
  expect(cellRenders.count).toBeGreaterThan(27);
  expect(screen.getByRole('button', { name: /January 10, 2027/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
