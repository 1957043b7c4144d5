import type { WalkUpSessions } from '@shop/core/walk-up-api';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers.tsx';
import { fetchActivity, fetchTimes, shopDate } from '../test/cart-fixtures.ts';
import AdminWalkUpPage from './admin-walk-up-page.tsx';

let today: WalkUpSessions;
beforeAll(async () => {
  const skate = await fetchActivity('Public Skate');
  const sessions = (await fetchTimes(skate.id, shopDate(1), shopDate(3))).slice(0, 4);
  today = { date: shopDate(), activities: [{ activity: skate, sessions }] };
});

/**
 * The page with today's sessions already read, as the window's staff session reads them: fresh,
 * so that nothing is asked of the server.
 */
function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(['admin', 'walk-up', 'sessions'], today);
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <AdminWalkUpPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return user;
}

const radios = () => screen.getAllByRole<HTMLInputElement>('radio').filter((r) => !r.disabled);
const ticketsHeading = () => screen.getByRole('heading', { name: /^2\. Tickets for/ });

// jsdom lays nothing out and cannot scroll: where the heading is, and the scroll, are stood in.
const scrollIntoView = vi.fn();
const jsdomScrollIntoView = Element.prototype.scrollIntoView;
let isHeadingBelowTheWindow = false;
let isMotionReduced = false;
beforeEach(() => {
  isHeadingBelowTheWindow = false;
  isMotionReduced = false;
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  const rectOf = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.id === 'walk-up-tickets-heading' && isHeadingBelowTheWindow
      ? DOMRect.fromRect({ x: 0, y: window.innerHeight + 1500, width: 300, height: 28 })
      : rectOf.call(this);
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && isMotionReduced,
  }));
});
afterEach(() => {
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('choosing a session at the walk-up window', () => {
  it('takes the seller to its tickets, the members’ lookup above them in view too', async () => {
    const user = renderPage();
    isHeadingBelowTheWindow = true;
    await user.click(radios()[0]!);
    expect(ticketsHeading()).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // Scrolled to the start of the sale's steps: the members' lookup, then the tickets.
    const scrolled = scrollIntoView.mock.contexts[0] as HTMLElement;
    expect(scrolled).toContainElement(screen.getByRole('region', { name: 'Members' }));
    expect(scrolled).toContainElement(ticketsHeading());
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });

    // A seller who asks for less motion is taken there at once.
    isMotionReduced = true;
    await user.click(radios()[1]!);
    expect(ticketsHeading()).toHaveFocus();
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'instant' });
  });

  it('leaves the page where it is when the form is in view beside the sessions', async () => {
    const user = renderPage();
    await user.click(radios()[1]!);
    expect(ticketsHeading()).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('keeps the focus on the sessions while the arrow keys move along them', async () => {
    const user = renderPage();
    isHeadingBelowTheWindow = true;
    radios()[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(radios()[1]).toBeChecked();
    expect(radios()[1]).toHaveFocus();
    expect(ticketsHeading()).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(radios()[2]).toBeChecked();
    expect(radios()[2]).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
