/**
 * The on-sale queue's waiting page (decision 104) as a visitor sees and hears it: the countdown
 * to the opening, the place and the wait, the turn that ended, and the human check a new
 * visitor answers first when verification is on (Google's widget is the stand-in).
 */
import type { QueueState } from '@shop/core/queue-api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installRecaptchaStandIn,
  RECAPTCHA_ANSWER,
  removeRecaptchaStandIn,
  settleGoogleScript,
} from '../../../test/recaptcha-stand-in.ts';
import { QueueWaiting } from './queue-waiting.tsx';

afterEach(removeRecaptchaStandIn);

const opensAt = Date.parse('2026-12-05T16:00:00Z');
const state: QueueState = {
  opensAt: new Date(opensAt).toISOString(),
  earlyFrom: new Date(opensAt - 15 * 60_000).toISOString(),
  admitPerMinute: 10,
  passMinutes: 20,
  drawn: true,
  admittedThrough: 20,
  lastPosition: 80,
  now: new Date(opensAt).toISOString(),
};

describe('the queue’s waiting page', () => {
  it('counts down to the queue’s opening before its early window', () => {
    render(
      <QueueWaiting
        turn={{ phase: 'before', state: { ...state, drawn: false, admittedThrough: 0 } }}
        now={opensAt - 15 * 60_000 - 65_000}
        retry={() => {}}
        humanCheck={undefined}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Tickets go on sale at 9:00 AM on December 5, 2026' }),
    ).toBeVisible();
    expect(screen.getByText('The queue opens at 8:45 AM on December 5, 2026.')).toBeVisible();
    expect(screen.getByText('1:05')).toBeVisible();
    // The screen reader is told what goes on sale when, not every second of the countdown.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tickets go on sale at 9:00 AM on December 5, 2026',
    );
  });

  it('says the place and the wait once the early arrivals are drawn', () => {
    render(
      <QueueWaiting
        turn={{ phase: 'waiting', state, position: 41 }}
        now={opensAt}
        retry={() => {}}
        humanCheck={undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'You are number 41 in the queue.' })).toBeVisible();
    expect(
      screen.getByText('20 visitors ahead of you. Your wait is about 3 minutes.'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are number 41 in the queue. 20 visitors ahead of you.',
    );
  });

  it('offers a new turn once a turn has ended', async () => {
    const retry = vi.fn();
    render(
      <QueueWaiting
        turn={{ phase: 'ended', state }}
        now={opensAt}
        retry={retry}
        humanCheck={undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your turn to buy has ended.' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Join the Queue Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('asks a new visitor for the human check and hands its answer on', async () => {
    installRecaptchaStandIn();
    const onChange = vi.fn();
    render(
      <QueueWaiting
        turn={{ phase: 'waiting', state, position: null }}
        now={opensAt}
        retry={() => {}}
        humanCheck={{ siteKey: 'site-key', resetKey: 0, onChange }}
      />,
    );
    expect(screen.getByText(/tick the box so we know you are not a robot/)).toBeVisible();
    await settleGoogleScript();
    const card = screen.getByRole('heading', { name: 'You are in the queue.' }).parentElement!;
    await userEvent.click(await within(card).findByRole('checkbox', { name: 'I’m not a robot' }));
    expect(onChange).toHaveBeenCalledWith(RECAPTCHA_ANSWER);
  });
});
