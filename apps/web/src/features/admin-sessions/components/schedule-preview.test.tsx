import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SchedulePreview } from './schedule-preview.tsx';

/** A session at 10:00 on each of `days` days from 1 December 2026. */
const occurrences = (days: number) =>
  Array.from({ length: days }, (_, n) => {
    const date = `2026-12-${String(n + 1).padStart(2, '0')}`;
    return {
      date,
      startTime: '10:00',
      endTime: '11:30',
      startsAt: `${date}T17:00:00Z`,
      endsAt: `${date}T18:30:00Z`,
      exists: false,
    };
  });

describe('SchedulePreview', () => {
  it('shows a long schedule in full by a button, never in a box the keyboard cannot scroll', async () => {
    const { container } = render(<SchedulePreview occurrences={occurrences(25)} />);
    const list = within(container).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list.className).not.toMatch(/overflow/);
    expect(screen.getByRole('status')).toHaveTextContent('25 sessions on 25 days');

    await userEvent.click(screen.getByRole('button', { name: 'Show all 25 days' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Show the first 10 days' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('has no button for a short schedule', () => {
    render(<SchedulePreview occurrences={occurrences(4)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
