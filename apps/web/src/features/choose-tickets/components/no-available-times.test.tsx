/**
 * The choose-tickets page of an activity with nothing to book (SPEC section 2, messages): no
 * sessions, only sold-out ones, or only ones past their cutoff. The demo catalogue has no such
 * activity, so the global setup starts a second API with them
 * (apps/server/src/test/server-without-times.ts).
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

const NO_TIMES =
  "We're sorry, but there are no available times for this activity. Please return to the activities page and select a new activity.";

const server = inject('noTimesApi');

beforeEach(() => {
  window.__SHOP_API_URL__ = server.url;
});

async function expectNoTimesMessage(activityId: number) {
  const { router } = renderApp(`/activities/${activityId}`);
  const heading = await screen.findByRole('heading', { name: NO_TIMES }, { timeout: 10_000 });
  expect(heading).toBeVisible();
  // A status box: announced politely, with the way back inside it.
  const message = heading.closest<HTMLElement>('[role="status"]');
  expect(message).not.toBeNull();
  const back = within(message!).getByRole('link', { name: 'Back to Activities' });
  expect(back).toHaveAttribute('href', '/activities');
  // Nothing to choose: no quantities, and no way on to checkout.
  expect(screen.queryByRole('button', { name: /^Add one/ })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
  expect(router.state.location.pathname).toBe(`/activities/${activityId}`);
}

describe('the no available times message', () => {
  it('shows for an activity without any session', async () => {
    await expectNoTimesMessage(server.activities.withoutSessions);
  });

  it('shows for a calendar activity whose every session is sold out', async () => {
    await expectNoTimesMessage(server.activities.soldOut);
  });

  it('shows for a dropdown activity whose only session is past its booking cutoff', async () => {
    await expectNoTimesMessage(server.activities.pastCutoff);
  });
});
