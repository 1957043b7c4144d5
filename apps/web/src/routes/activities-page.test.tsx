import { type VenueWithActivities } from '@shop/core/catalogue';
import { ALL_VENUES_SLUG } from '@shop/core/venue-slugs';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchVenuesFromServer } from '../test/fetch-api.ts';
import { getDataLayerEvents, renderApp, UNREACHABLE_API_URL } from '../test/render-app.tsx';

let venues: VenueWithActivities[];
const venueBySlug = (slug: string) => {
  const venue = venues.find((candidate) => candidate.slug === slug);
  if (!venue) throw new Error(`The demo data has no venue ${slug}`);
  return venue;
};
const venueWith = (predicate: (venue: VenueWithActivities) => boolean) => {
  const venue = venues.find(
    (candidate) => candidate.slug !== ALL_VENUES_SLUG && predicate(candidate),
  );
  if (!venue) throw new Error('The demo data has no such venue');
  return venue;
};
const activityCount = (venue: VenueWithActivities) => venue.activities?.length ?? 0;

beforeAll(async () => {
  venues = await fetchVenuesFromServer();
});

/** The cards of the visible tab panel, by their headings. */
async function findShownActivityNames(): Promise<string[]> {
  const panel = await screen.findByRole('tabpanel');
  return within(panel)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('the activities page', () => {
  it('shows a tab per venue in the order the API gives, with all activities first and selected', async () => {
    renderApp('/activities');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(venues.map((venue) => venue.displayName));
    expect(venues[0]?.slug).toBe(ALL_VENUES_SLUG);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await findShownActivityNames()).toEqual(
      venueBySlug(ALL_VENUES_SLUG).activities?.map((a) => a.displayName),
    );
  });

  it('preselects the venue named by the venue query parameter', async () => {
    const venue = venueWith((candidate) => activityCount(candidate) > 0);
    renderApp(`/activities?venue=${venue.slug}`);
    expect(await screen.findByRole('tab', { name: venue.displayName })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await findShownActivityNames()).toEqual(
      venue.activities?.map((activity) => activity.displayName),
    );
  });

  it('falls back to all activities when the venue query parameter names no venue', async () => {
    renderApp('/activities?venue=no-such-venue');
    expect(
      await screen.findByRole('tab', { name: venueBySlug(ALL_VENUES_SLUG).displayName }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  it('switching tabs shows that venue’s activities and records the venue in the URL', async () => {
    const venue = venueWith((candidate) => activityCount(candidate) > 0);
    const { user, router } = renderApp('/activities');
    await user.click(await screen.findByRole('tab', { name: venue.displayName }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: venue.displayName })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('venue')).toBe(venue.slug);
    expect(await findShownActivityNames()).toEqual(
      venue.activities?.map((activity) => activity.displayName),
    );
  });

  it('moves between venue tabs with the arrow keys', async () => {
    const { user, router } = renderApp('/activities');
    const firstTab = await screen.findByRole('tab', { name: venues[0]?.displayName });
    await user.click(firstTab);
    await user.keyboard('{ArrowRight}');
    const secondTab = screen.getByRole('tab', { name: venues[1]?.displayName });
    expect(secondTab).toHaveFocus();
    await waitFor(() => expect(secondTab).toHaveAttribute('aria-selected', 'true'));
    expect(new URLSearchParams(router.state.location.search).get('venue')).toBe(venues[1]?.slug);
  });

  it('goes to the last and the first venue tab with End and Home', async () => {
    const { user, router } = renderApp('/activities');
    const firstTab = await screen.findByRole('tab', { name: venues[0]?.displayName });
    const lastVenue = venues[venues.length - 1];
    await user.click(firstTab);
    await user.keyboard('{End}');
    const lastTab = screen.getByRole('tab', { name: lastVenue?.displayName });
    expect(lastTab).toHaveFocus();
    await waitFor(() => expect(lastTab).toHaveAttribute('aria-selected', 'true'));
    expect(new URLSearchParams(router.state.location.search).get('venue')).toBe(lastVenue?.slug);
    // One tab stop: only the selected tab is in the page's tab order.
    expect(firstTab).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(firstTab).toHaveFocus();
    await waitFor(() => expect(firstTab).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(venues[0]?.displayName ?? '');
  });

  it('gives every activity a Buy Now link to its choose-tickets page', async () => {
    renderApp('/activities');
    const activities = venueBySlug(ALL_VENUES_SLUG).activities ?? [];
    expect(activities.length).toBeGreaterThan(0);
    for (const activity of activities) {
      const card = await screen.findByRole('article', { name: activity.displayName });
      const buyNow = within(card).getByRole('link', { name: 'Buy Now' });
      expect(buyNow).toHaveAttribute('href', `/activities/${activity.id}`);
      expect(buyNow).toHaveAccessibleDescription(activity.displayName);
    }
  });

  it('offers Learn More, in a new tab, only for activities that have a page to learn more on', async () => {
    renderApp('/activities');
    const activities = venueBySlug(ALL_VENUES_SLUG).activities ?? [];
    const withPage = activities.filter((activity) => activity.learnMoreUrl);
    const withoutPage = activities.filter((activity) => !activity.learnMoreUrl);
    expect(withPage.length).toBeGreaterThan(0);
    expect(withoutPage.length).toBeGreaterThan(0);
    for (const activity of withPage) {
      const card = await screen.findByRole('article', { name: activity.displayName });
      const link = within(card).getByRole('link', { name: 'Learn More' });
      expect(link).toHaveAccessibleDescription(`${activity.displayName} (opens in a new tab)`);
      expect(link).toHaveAttribute('href', activity.learnMoreUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    for (const activity of withoutPage) {
      const card = await screen.findByRole('article', { name: activity.displayName });
      expect(within(card).queryByRole('link', { name: /Learn More/ })).not.toBeInTheDocument();
    }
  });

  it('titles the map card Venue Locations on the all-activities tab', async () => {
    renderApp('/activities');
    expect(await screen.findByRole('heading', { name: 'Venue Locations' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Maps & Directions' })).not.toBeInTheDocument();
  });

  it('titles the map card Maps & Directions on a venue’s tab, with its directions', async () => {
    const venue = venueWith((candidate) => Boolean(candidate.googleMapLink));
    renderApp(`/activities?venue=${venue.slug}`);
    const mapCard = await screen.findByRole('region', { name: 'Maps & Directions' });
    expect(screen.queryByRole('heading', { name: 'Venue Locations' })).not.toBeInTheDocument();
    expect(
      within(mapCard).getByRole('img', { name: `Map of ${venue.displayName}` }),
    ).toHaveAttribute('src', venue.locationMap);
    expect(within(mapCard).getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      venue.googleMapLink,
    );
  });

  it('shows a loading state until the venues arrive', async () => {
    window.__SHOP_API_URL__ = inject('slowApiUrl');
    renderApp('/activities');
    expect(await screen.findByText('Loading activities…')).toHaveAttribute('role', 'status');
    await screen.findAllByRole('tab');
    expect(screen.queryByText('Loading activities…')).not.toBeInTheDocument();
  });

  it('shows the activities error when the API cannot be reached', async () => {
    window.__SHOP_API_URL__ = UNREACHABLE_API_URL;
    renderApp('/activities');
    expect(
      await screen.findByRole('heading', { name: 'Activities could not be loaded.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('An error occurred while loading your activities.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('records view_item_list in USD with the activities shown, again for each venue chosen', async () => {
    const venue = venueWith((candidate) => activityCount(candidate) > 0);
    const { user } = renderApp('/activities');
    await screen.findAllByRole('tab');
    await waitFor(() => expect(getDataLayerEvents()).toHaveLength(1));
    const [first] = getDataLayerEvents();
    expect(first).toMatchObject({
      event: 'view_item_list',
      ecommerce: {
        currency: 'USD',
        item_list_id: ALL_VENUES_SLUG,
        items: venueBySlug(ALL_VENUES_SLUG).activities?.map((activity, index) => ({
          item_id: String(activity.id),
          item_name: activity.displayName,
          index,
        })),
      },
    });

    await user.click(screen.getByRole('tab', { name: venue.displayName }));
    await waitFor(() => expect(getDataLayerEvents()).toHaveLength(2));
    expect(getDataLayerEvents()[1]?.ecommerce).toMatchObject({
      currency: 'USD',
      item_list_id: venue.slug,
      items: venue.activities?.map((activity) => ({ item_id: String(activity.id) })),
    });
  });

  it('is titled after the page and the foundation', async () => {
    renderApp('/activities');
    await screen.findAllByRole('tab');
    await waitFor(() => expect(document.title).toBe('Activities | Wasatch Legacy Foundation'));
  });
});
