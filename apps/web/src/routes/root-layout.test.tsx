import type { NavItem } from '@shop/core/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addLine,
  createCart,
  fetchActivity,
  fetchTimes,
  readCart,
  storeCart,
} from '../test/cart-fixtures.ts';
import { fetchNavFromServer } from '../test/fetch-api.ts';
import { storageKeys } from '../lib/storage.ts';
import { openOrderEdit, placeSkateOrder, readEditCart, skateDay } from '../test/order-edits.ts';
import { renderApp, UNREACHABLE_API_URL } from '../test/render-app.tsx';

let navItems: NavItem[];
beforeAll(async () => {
  navItems = await fetchNavFromServer();
});

/** A real cart with `lineItemCount` lines on the test server, stored as an earlier visit left it. */
async function storeCartWith(lineItemCount: number) {
  const cart = await createCart();
  const museum = await fetchActivity('Alf Engen Ski Museum Admission');
  const anyDay = (await fetchTimes(museum.id)).find((time) => time.name === 'Any Day Admission');
  if (!anyDay) throw new Error('The museum has no Any Day Admission');
  for (let i = 0; i < lineItemCount; i++) {
    await addLine(cart.token, { activityId: museum.id, activityTimeId: anyDay.id });
  }
  storeCart(await readCart(cart.token));
}

/** The header's wide-screen navigation (the mobile menu has its own, inside a dialog). */
const findHeader = () => screen.findByRole('banner');

describe('the app shell', () => {
  it('starts with a skip link to the page content', async () => {
    const { user } = renderApp('/activities');
    await screen.findAllByRole('tab');
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('shows the foundation and a Purchase Tickets link to the activities', async () => {
    renderApp('/activities/cart');
    const header = await findHeader();
    expect(within(header).getByRole('link', { name: /Wasatch Legacy/ })).toHaveAttribute(
      'href',
      '/activities',
    );
    expect(within(header).getByRole('link', { name: 'Purchase Tickets' })).toHaveAttribute(
      'href',
      '/activities',
    );
  });

  it('opens each venue menu from the header and lists its links', async () => {
    const menuItem = navItems.find((item) => item.children.length > 0);
    if (!menuItem) throw new Error('The demo menu has no venue with links');
    const { user } = renderApp('/activities');
    const trigger = await within(await findHeader()).findByRole('button', { name: menuItem.title });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: menuItem.title });
    const links = within(menu).getAllByRole('menuitem');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      ...menuItem.children.map((child) => child.title),
    ]);
    expect(links[0]).toHaveAttribute('href', menuItem.url);
    expect(links[1]).toHaveAttribute('href', menuItem.children[0]?.url);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows no line items in the cart link when no cart is stored', async () => {
    renderApp('/activities');
    expect(
      await within(await findHeader()).findByRole('link', { name: 'View Cart, 0 items' }),
    ).toHaveAttribute('href', '/activities/cart');
  });

  it('counts the stored cart’s line items in the cart link', async () => {
    await storeCartWith(2);
    renderApp('/activities');
    expect(
      await within(await findHeader()).findByRole('link', { name: 'View Cart, 2 items' }),
    ).toBeInTheDocument();
  });

  it('points the cart link at the order being edited when an orderToken is in the URL', async () => {
    // An earlier cart is stored; the link counts the order's working copy instead.
    await storeCartWith(3);
    const day = await skateDay(16);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    renderApp(`/activities/cart?orderToken=${order.token}`);
    expect(
      await within(await findHeader()).findByRole('link', { name: 'View Cart, 1 item' }),
    ).toHaveAttribute('href', `/orders/${order.token}/edit`);
  });

  it('discards an edit left by loading a page outside it, and forgets its order and cart', async () => {
    // An earlier visit opened a change and was then reloaded on the activities page.
    const day = await skateDay(17);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    const edit = await openOrderEdit(order);
    window.localStorage.setItem(
      storageKeys.orderInfo,
      JSON.stringify({
        orderToken: order.token,
        receipt: order.receipt,
        cartToken: edit.cart.token,
      }),
    );
    storeCart(edit.cart);
    renderApp('/activities');
    expect(
      await within(await findHeader()).findByRole('link', { name: 'View Cart, 0 items' }),
    ).toHaveAttribute('href', '/activities/cart');
    expect(window.localStorage.getItem(storageKeys.orderInfo)).toBeNull();
    // The server has let the change go: its working cart no longer answers to its token.
    await waitFor(async () =>
      expect((await readEditCart(edit.cart)).token).not.toBe(edit.cart.token),
    );
  });

  it('names the stored member in the header, and takes a stored session without a token as logged out', async () => {
    const primaryMember = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };
    window.localStorage.setItem(
      storageKeys.member,
      JSON.stringify({ token: 'session-token', expiresAt: '2099-01-01T00:00:00Z', primaryMember }),
    );
    const view = renderApp('/activities');
    const header = await findHeader();
    expect(await within(header).findByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
    expect(within(header).queryByRole('link', { name: 'Members' })).toBeNull();
    view.unmount();

    window.localStorage.setItem(storageKeys.member, JSON.stringify({ primaryMember }));
    renderApp('/activities');
    expect(within(await findHeader()).getByRole('link', { name: 'Members' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Ada Lovelace/ })).toBeNull();
  });

  it('leaves the cart link out of the membership flow', async () => {
    renderApp('/member/login');
    await screen.findByRole('heading', { name: 'Member Login' });
    expect(
      within(await findHeader()).queryByRole('link', { name: /View Cart/ }),
    ).not.toBeInTheDocument();
  });

  it('has a mobile menu that adds Purchase Tickets and View Cart, and gives focus back when closed', async () => {
    await storeCartWith(3);
    const { user } = renderApp('/activities');
    const menuButton = within(await findHeader()).getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Purchase Tickets' })).toHaveAttribute(
      'href',
      '/activities',
    );
    expect(await within(dialog).findByRole('link', { name: 'View Cart, 3 items' })).toHaveAttribute(
      'href',
      '/activities/cart',
    );
    const venueWithLinks = navItems.find((item) => item.children.length > 0);
    if (venueWithLinks) {
      await user.click(within(dialog).getByRole('button', { name: venueWithLinks.title }));
      expect(
        within(dialog).getByRole('link', { name: venueWithLinks.children[0]?.title }),
      ).toBeVisible();
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('closes the mobile menu when one of its links is followed', async () => {
    const { user, router } = renderApp('/activities/cart');
    await user.click(within(await findHeader()).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('link', { name: 'Purchase Tickets' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has a footer with the foundation’s contact, its venues and its policies', async () => {
    const { user, router } = renderApp('/activities');
    await screen.findAllByRole('tab');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'tickets@wasatchlegacy.org' })).toHaveAttribute(
      'href',
      'mailto:tickets@wasatchlegacy.org',
    );
    expect(within(footer).getByRole('link', { name: '(435) 555-0100' })).toHaveAttribute(
      'href',
      'tel:4355550100',
    );
    expect(footer).toHaveTextContent('3400 Legacy Parkway, Park City, UT 84098');
    const policies = within(footer).getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://wasatchlegacy.org/privacy',
    );
    // The venues' list shows once their answer is in, which may come after the activities'.
    const venues = await within(footer).findByRole('navigation', { name: 'Venues' });
    await within(venues).findByRole('link', { name: 'Legacy Speed Oval' });
    expect(within(venues).queryByRole('link', { name: 'All Activities' })).toBeNull();
    await user.click(within(venues).getByRole('link', { name: 'Legacy Speed Oval' }));
    await waitFor(() => expect(router.state.location.search).toBe('?venue=speed-oval'));
  });
});

describe('the server-unreachable overlay', () => {
  it('warns, naming the configured API url, when nothing answers there', async () => {
    window.__SHOP_API_URL__ = UNREACHABLE_API_URL;
    renderApp('/activities');
    const warning = await screen.findByText(
      'Warning: there is no server running at your configured API url',
    );
    const alert = warning.closest('[role="alert"]');
    expect(alert).toBeInTheDocument();
    expect(alert).toHaveTextContent(UNREACHABLE_API_URL);
  });

  it('stays away while the API answers', async () => {
    renderApp('/activities');
    await screen.findAllByRole('tab');
    expect(screen.queryByText(/there is no server running/)).not.toBeInTheDocument();
  });
});
