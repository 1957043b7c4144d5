import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchActivity, fetchTimes, shopDate } from '../../../test/cart-fixtures.ts';
import { uniqueEmail } from '../../../test/member-accounts.ts';
import { isTimeSoldOut } from '@shop/core/time-groups';
import { WaitlistJoin } from './waitlist-join.tsx';

// The demo's Bobsled: its last time the day after tomorrow is sold out, and day four all of them.
let bobsled: Activity;
let soldOutOn: (day: string) => ActivityTime[];
beforeAll(async () => {
  bobsled = await fetchActivity('Bobsled Experience');
  const times = await fetchTimes(bobsled.id, shopDate(2), shopDate(4));
  soldOutOn = (day) => times.filter((time) => time.startDate === day && isTimeSoldOut(time));
});

/** The waiting list's form for `day`'s sold-out times, or its first only. */
function renderJoin(day: string, { firstOnly = false } = {}) {
  const soldOutTimes = firstOnly ? soldOutOn(day).slice(0, 1) : soldOutOn(day);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WaitlistJoin activity={bobsled} soldOutTimes={soldOutTimes} chosenDate={day} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), soldOutTimes };
}

describe('joining the waiting list from the keyboard', () => {
  it('focuses the e-mail field the opened form puts in place of its button, then the answer', async () => {
    const { user, soldOutTimes } = renderJoin(shopDate(2), { firstOnly: true });
    expect(soldOutTimes).toHaveLength(1);
    // Nothing takes focus until the visitor opens the form.
    expect(document.body).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveFocus();

    await user.type(email, `${uniqueEmail('waiting')}{Enter}`);
    const message = await screen.findByRole(
      'heading',
      { name: /on the waiting list/ },
      { timeout: 5000 },
    );
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('focuses the time first when several times are sold out', async () => {
    const { user, soldOutTimes } = renderJoin(shopDate(4));
    expect(soldOutTimes.length).toBeGreaterThan(1);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Time/ })).toHaveFocus();
  });
});
