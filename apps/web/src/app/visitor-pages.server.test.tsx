/**
 * The visitor's pages rendered as a server renders them (decision 101): without a window or a
 * document, through React Router's static handler, every page answers its HTML with the shop's
 * shell, and nothing it renders reaches for the browser.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers.tsx';
import { createRoutes } from './router.tsx';

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void consoleErrors.push(args));
});
afterEach(() => vi.restoreAllMocks());

/** The page's HTML and status, as a server would send them; no API is reached from here. */
async function renderPage(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(`https://tickets.example.org${url}`));
  if (context instanceof Response) return { status: context.status, html: '' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} />
    </AppProviders>,
  );
  return { status: context.statusCode, html };
}

/** Each page's heading, and what it shows until the browser has its answers. */
const visitorPages: Array<[url: string, heading: string, state: string]> = [
  ['/activities', 'Activities', 'Loading activities…'],
  ['/activities?venue=all', 'Activities', 'Loading activities…'],
  ['/activities/1', 'Choose Your Tickets', 'Loading tickets…'],
  ['/activities/cart', 'Shopping Cart', 'Loading your cart…'],
  ['/activities/payment?cartToken=abc', 'Checkout', 'Loading your cart…'],
  ['/orders/confirmation/abc', 'Thank You', 'Loading your order…'],
  ['/memberships', 'Memberships', 'Loading memberships…'],
  ['/member/login', 'Member Login', 'Log in with your email address.'],
];

it.each(visitorPages)('%s renders its HTML without a window', async (url, heading, state) => {
  expect(typeof window).toBe('undefined');
  const { status, html } = await renderPage(url);
  expect(status).toBe(200);
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  expect(text).toContain('Skip to content');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  expect(text).toContain(state);
  expect(text).toContain(`© ${new Date().getFullYear()} Wasatch Legacy Foundation`);
  expect(consoleErrors).toEqual([]);
});

it('an unknown page renders the not-found page', async () => {
  const { status, html } = await renderPage('/no-such-page');
  expect(status).toBe(200);
  expect(html).toContain('Page Not Found');
});
