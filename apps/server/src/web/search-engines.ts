/**
 * What search engines and link previews are told about the shop's pages. `robots.txt` points to
 * `sitemap.xml`, which lists the activities on display, and keeps crawlers out of the pages that
 * belong to one visitor. Those pages (a cart, a payment, an order, member and membership pages, the
 * back office) carry `noindex` and are never kept by a shared cache: their URLs hold tokens.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../modules/notifications/index.ts';

/** The pages of one visitor or of staff: each path, and the paths under it. */
const privatePagePaths = [
  '/activities/cart',
  '/activities/payment',
  '/orders',
  '/confirmation',
  '/member',
  '/memberships',
  '/admin',
  '/reset-password',
  '/waitlist',
];

/**
 * Headers of a page's HTML. Every page is checked again before use (`no-cache`); a private page
 * is also noindex, and only the visitor's own browser may keep it (`private`), which still lets
 * the back button show it at once.
 */
export function pageHeaders(url: string): Record<string, string> {
  const [pathname = '', search = ''] = url.split('?', 2);
  const isPrivate =
    privatePagePaths.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ||
    // An activity's page changing an order's or a cart's line carries their tokens.
    [...new URLSearchParams(search).keys()].some((key) => /token$/i.test(key));
  return isPrivate
    ? { 'cache-control': 'private, no-cache', 'x-robots-tag': 'noindex' }
    : { 'cache-control': 'no-cache' };
}

/**
 * The pages every visitor is shown alike, the catalogue's: `/activities` (with its venue tab) and
 * an activity's page, without a token or a line being changed. Their key: the path and the venue
 * tab, and nothing else of the query (a campaign's `utm_…` renders the same page).
 */
export function sharedPageKey(url: string): string | undefined {
  const [pathname = '', search = ''] = url.split('?', 2);
  if (!/^\/activities(\/\d+)?$/.test(pathname)) return undefined;
  const query = new URLSearchParams(search);
  if ([...query.keys()].some((key) => /token$/i.test(key) || key === 'line')) return undefined;
  const venue = pathname === '/activities' ? query.get('venue') : null;
  return venue ? `${pathname}?${new URLSearchParams({ venue }).toString()}` : pathname;
}

export interface SearchEngineDeps {
  /** The shop's address as visitors reach it (settings' PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The ids of the activities on display (bookable, not hidden). */
  listActivityIds(): Promise<number[]>;
}

function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...privatePagePaths.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function renderSitemap(publicUrl: string, activityIds: number[]): string {
  const urls = ['/activities', ...activityIds.map((id) => `/activities/${id}`)].map(
    (path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A crawler reads these every few hours at most; five minutes keeps a new activity's page near. */
const CRAWL_FILE_CACHE = 'public, max-age=300';

export function registerSearchEngineFiles(app: FastifyInstance, deps: SearchEngineDeps): void {
  const { publicUrl } = deps;
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CRAWL_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(renderRobotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', CRAWL_FILE_CACHE)
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(publicUrl, await deps.listActivityIds())),
  );
}
