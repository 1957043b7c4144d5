import type { LineItem } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { findFirstAvailableDate } from '@shop/core/time-groups';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { fetchActivity, fetchTimes, shopDate } from '../../../test/cart-fixtures.ts';
import { useSessionSelection } from './use-session-selection.ts';

const NO_CART_PLACES = new Map<number, number>();
let bobsled: Activity;
let times: ActivityTime[];

beforeAll(async () => {
  bobsled = await fetchActivity('Bobsled Experience');
  times = await fetchTimes(bobsled.id, shopDate(), shopDate(60));
});

function renderSelection(line: LineItem | null = null, activity = bobsled) {
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ editedLine }: { editedLine: LineItem | null }) =>
      useSessionSelection(activity, editedLine, NO_CART_PLACES),
    { wrapper, initialProps: { editedLine: line } },
  );
}

/** A line of the cart at a session, as far as the selection reads it. */
const lineAt = (time: ActivityTime, id = 1) =>
  ({ id, eventId: time.id, startDate: time.startDate }) as LineItem;

const firstDate = () =>
  findFirstAvailableDate(times, {
    today: shopDate(),
    now: new Date(),
    cutoffHours: bobsled.cutoffHours,
  });

describe('choosing a session', () => {
  it('opens on the first available date, with its open times and no time chosen', async () => {
    const { result } = renderSelection();
    const expected = firstDate();
    await waitFor(() => expect(result.current.selectedDate).toBe(expected));
    await waitFor(() => expect(result.current.timesOfDate.length).toBeGreaterThan(0));
    expect(result.current.timesOfDate.every((time) => time.startDate === expected)).toBe(true);
    expect(result.current.selectedTimeId).toBeNull();
    expect(result.current.hasNoTimes).toBe(false);
  });

  it('clears the chosen time when another day is chosen', async () => {
    const { result } = renderSelection();
    await waitFor(() => expect(result.current.timesOfDate.length).toBeGreaterThan(0));
    const [time] = result.current.timesOfDate;
    act(() => result.current.selectTime(time!.id));
    await waitFor(() => expect(result.current.selectedTime?.id).toBe(time!.id));

    const otherDay = shopDate(20);
    act(() => result.current.selectDate(otherDay));
    expect(result.current.selectedDate).toBe(otherDay);
    expect(result.current.focusedDate).toBe(otherDay);
    expect(result.current.selectedTimeId).toBeNull();
  });

  it('keeps the chosen day when the calendar moves to another month', async () => {
    const { result } = renderSelection();
    const chosen = firstDate();
    await waitFor(() => expect(result.current.selectedDate).toBe(chosen));
    const nextMonth = shopDate(35);
    act(() => result.current.moveCalendar(nextMonth));
    expect(result.current.focusedDate).toBe(nextMonth);
    expect(result.current.selectedDate).toBe(chosen);
  });

  it('follows the line being edited, and goes back to its session when asked', async () => {
    const [first, later] = [times[0]!, times.at(-1)!];
    const { result, rerender } = renderSelection(lineAt(first));
    expect(result.current.selectedTimeId).toBe(first.id);
    expect(result.current.selectedDate).toBe(first.startDate);

    rerender({ editedLine: lineAt(later, 2) });
    expect(result.current.selectedTimeId).toBe(later.id);
    expect(result.current.selectedDate).toBe(later.startDate);

    act(() => result.current.selectDate(first.startDate));
    act(() => result.current.showLine(lineAt(later, 2)));
    expect(result.current.selectedTimeId).toBe(later.id);
    expect(result.current.focusedDate).toBe(later.startDate);
  });
});

describe('the waiting list of sold-out times', () => {
  // The demo sells out the last time of the day after tomorrow (seed/demo-data.ts).
  const soldOutDay = shopDate(2);

  it('offers the chosen day’s sold-out times', async () => {
    const { result } = renderSelection();
    act(() => result.current.selectDate(soldOutDay));
    await waitFor(() => expect(result.current.waitlistTimes.length).toBeGreaterThan(0));
    expect(result.current.waitlistTimes.every((time) => time.startDate === soldOutDay)).toBe(true);
  });

  it('offers none when the activity’s waiting list is turned off', async () => {
    const { result } = renderSelection(null, { ...bobsled, waitlistOpen: false });
    act(() => result.current.selectDate(soldOutDay));
    await waitFor(() =>
      expect(result.current.sessionTimes.times.some((time) => time.startDate === soldOutDay)).toBe(
        true,
      ),
    );
    expect(result.current.waitlistTimes).toEqual([]);
  });
});
