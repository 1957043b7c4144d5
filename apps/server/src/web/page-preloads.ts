/**
 * Decision 064: a page's HTML asks for the page's own code and, where its URL names them, the first
 * answers the page waits for, beside the entry's code. Without them the browser learns of both
 * only once the entry has downloaded and run (the router then imports the lazy page and runs its
 * loader): one more round trip before the page can render, the slowest part of a first visit on a
 * phone.
 *
 * The build writes which chunks each route module needs (`page-preloads.json`, written by
 * apps/web/build/preload-route.ts); this table says which route modules and answers each page of
 * SPEC section 2 starts with.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cartQuerySchema } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import { shopDateAt } from '@shop/core/shop-time';
import { monthOf } from '@shop/core/time-groups';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { html, type SafeHtml } from '../modules/notifications/index.ts';

/** What the page's URL holds: its path parameters and its query. */
export interface PageRequest {
  params: Record<string, string>;
  query: URLSearchParams;
}

/** A cart line as the cart and checkout loaders read it (cart-loader.ts). */
export interface CartLineRef {
  activityId: number;
  /** The line's session. */
  eventId: number;
  timed: boolean;
}

/** What a page's preloads may read: the catalogue and carts, as the API answers them. */
export interface PreloadDeps {
  getActivity(id: number): Promise<Activity>;
  /** The lines of the open cart a token names; none for an unknown or ordered cart. */
  findCartLines(token: string): Promise<CartLineRef[]>;
  now(): Date;
}

/** The first things a page asks for beyond its code: API answers and pictures. */
export interface PageAnswers {
  /** Paths and queries under the API root, exactly as the app builds them (lib/api-client.ts). */
  answers: string[];
  /** Site paths of pictures the page shows first (its LCP element). */
  images?: string[];
}

export interface PreloadedPage {
  /** The page's route (Fastify's syntax, which SPEC section 2's patterns already use). */
  url: string;
  /** The route modules the router loads before the page renders (a lazy page, its loader). */
  modules: string[];
  /**
   * What the page asks for first, with URLs exactly as the app builds them, so the app's own
   * fetch takes the preloaded answer. A URL that drifts from the app's costs a second request
   * (the e2e journey `page-preloads.spec.ts` counts them).
   */
  answers?: (page: PageRequest, deps: PreloadDeps) => Promise<PageAnswers>;
}

/** The route's id as the app reads it (choose-tickets-loader.ts), or none. */
function readId(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The cart named in the URL (cart and payment pages; SPEC section 4), then what their loader asks
 * for once it is in (cart-loader.ts): each line's activity, and on the checkout its session.
 */
function cartAnswers({ withSessions }: { withSessions: boolean }) {
  return async ({ query }: PageRequest, deps: PreloadDeps): Promise<PageAnswers> => {
    const cartToken = query.get('cartToken');
    if (!cartToken) return { answers: [] };
    // A token the API refuses gets the app its refusal, and no lookup here.
    const isToken = cartQuerySchema.shape.cart_token.safeParse(cartToken).success;
    const lines = isToken ? await deps.findCartLines(cartToken) : [];
    const activities = new Set(lines.map((line) => `/ticketing/activities/${line.activityId}`));
    const sessions = lines
      .filter((line) => withSessions && line.timed)
      .map((line) => `/ticketing/activities/${line.activityId}/activity_times/${line.eventId}`);
    return {
      answers: [
        `/ticketing/cart?${new URLSearchParams({ cart_token: cartToken })}`,
        ...activities,
        ...new Set(sessions),
      ],
    };
  };
}

/**
 * The activity, the sessions its form opens on (use-opening-sessions.ts: the dropdown's range, or
 * the calendar's current month, where the first available date is mostly found) and its picture.
 * An unknown activity preloads its answer only: the page shows the 404 it gets.
 */
async function activityAnswers(
  { params, query }: PageRequest,
  deps: PreloadDeps,
): Promise<PageAnswers> {
  const id = readId(params.id);
  if (id === undefined) return { answers: [] };
  const activityPath = `/ticketing/activities/${id}`;
  const activity = await deps.getActivity(id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  });
  // A line being edited opens on its own date (choose-tickets-loader.ts).
  if (!activity || query.has('line')) return { answers: [activityPath] };
  const range =
    activity.dateSelectionType === 'dropdown_select'
      ? { includeTickets: 'true' }
      : { ...monthOf(shopDateAt(deps.now())), includeTickets: 'true' };
  return {
    answers: [activityPath, `${activityPath}/activity_times?${new URLSearchParams(range)}`],
    images: activity.image ? [activity.image] : [],
  };
}

export const preloadedPages: PreloadedPage[] = [
  // The shop's first page; `/` leads there (decision 037).
  { url: '/', modules: ['src/routes/activities-page.tsx'] },
  { url: '/activities', modules: ['src/routes/activities-page.tsx'] },
  {
    url: '/activities/:id',
    modules: ['src/routes/choose-tickets-page.tsx', 'src/routes/choose-tickets-loader.ts'],
    answers: activityAnswers,
  },
  {
    url: '/activities/cart',
    modules: ['src/routes/cart-page.tsx'],
    answers: cartAnswers({ withSessions: false }),
  },
  {
    url: '/activities/payment',
    modules: ['src/routes/payment-page.tsx'],
    answers: cartAnswers({ withSessions: true }),
  },
  {
    url: '/orders/confirmation/:orderToken',
    modules: ['src/routes/order-confirmation-page.tsx'],
  },
  { url: '/confirmation/:confirmationToken', modules: ['src/routes/order-confirmation-page.tsx'] },
  { url: '/orders/:orderToken/edit', modules: ['src/routes/order-edit-page.tsx'] },
  { url: '/orders/:id', modules: ['src/routes/order-confirmation-page.tsx'] },
  { url: '/reset-password', modules: ['src/routes/reset-password-page.tsx'] },
  { url: '/member/login', modules: ['src/routes/member-login-page.tsx'] },
  { url: '/member/lookup', modules: ['src/routes/member-lookup-page.tsx'] },
  { url: '/memberships', modules: ['src/routes/memberships-page.tsx'] },
];

const pagePreloadsFileSchema = z.object({
  apiRoot: z.string(),
  routes: z.record(z.string(), z.array(z.string())),
});
export type PagePreloadsFile = z.infer<typeof pagePreloadsFileSchema>;

/** The build's map, or none (an older build, a build without the plugin): pages load as before. */
export function readPagePreloads(distDir: string): PagePreloadsFile | undefined {
  try {
    const text = readFileSync(path.join(distDir, 'page-preloads.json'), 'utf8');
    return pagePreloadsFileSchema.parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * What `page` asks for first at `request`, or nothing when reading it fails (the database away, a
 * token it cannot read): a preload is never worth failing the page for. `onError` hears why.
 */
export async function collectPageAnswers(
  page: PreloadedPage,
  request: PageRequest,
  deps: PreloadDeps,
  onError: (error: unknown) => void,
): Promise<PageAnswers> {
  try {
    return (await page.answers?.(request, deps)) ?? { answers: [] };
  } catch (error) {
    onError(error);
    return { answers: [] };
  }
}

/** The `<link>` tags for `page`: its answers and pictures, then its code. */
export function renderPreloadTags(
  page: PreloadedPage,
  { answers, images = [] }: PageAnswers,
  build: PagePreloadsFile,
): SafeHtml {
  const chunks = new Set(page.modules.flatMap((module) => build.routes[module] ?? []));
  // Written as Vite writes index.html's own links.
  // prettier-ignore
  const link = (attributes: SafeHtml, href: string) => html`<link ${attributes} href="${href}">`;
  // crossorigin: a CORS request, as fetch makes, or the app's fetch would not take the answer.
  const answer = html`rel="preload" as="fetch" crossorigin="anonymous"`;
  const picture = html`rel="preload" as="image" fetchpriority="high"`;
  // Low priority: the page's code arrives after the entry's, which must run first anyway.
  const code = html`rel="modulepreload" fetchpriority="low" crossorigin`;
  return html`${[
    answers.map((path) => link(answer, build.apiRoot + path)),
    images.map((image) => link(picture, image)),
    [...chunks].map((href) => link(code, href)),
  ]}`;
}

/** index.html with `tags` at the end of its head. */
export function insertIntoHead(page: string, tags: SafeHtml): string {
  return page.replace('</head>', `${tags.value}</head>`);
}
