import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitlistJoin } from './waitlist-join.tsx';

const activity = { id: 2, maxQuantity: 10 } as unknown as Activity;
const soldOut = (id: number, displayLabel: string) =>
  ({ id, startDate: '2026-12-05', displayLabel }) as unknown as ActivityTime;
const answer = 'You are number 2 on the waiting list.';

function renderJoin(soldOutTimes: ActivityTime[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WaitlistJoin activity={activity} soldOutTimes={soldOutTimes} chosenDate="2026-12-05" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('joining the waiting list from the keyboard', () => {
  it('focuses the e-mail field the opened form puts in place of its button, then the answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ data: { position: 2, message: answer } }),
    );
    const user = renderJoin([soldOut(41, '10:00 AM - 11:00 AM')]);
    // Nothing takes focus until the visitor opens the form.
    expect(document.body).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveFocus();

    await user.type(email, 'wait@example.com{Enter}');
    const message = await screen.findByRole('heading', { name: answer });
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('focuses the time first when several times are sold out', async () => {
    const user = renderJoin([soldOut(41, '10:00 AM - 11:00 AM'), soldOut(42, '2:00 PM - 3:00 PM')]);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Time/ })).toHaveFocus();
  });
});
