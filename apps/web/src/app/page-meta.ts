/**
 * What a page tells search engines and link previews (issue 32, decision 102): its title and
 * description, its canonical address on the shop's public address, and Open Graph and Twitter
 * card tags. The root loader gives the public address (root.tsx); each route's `meta` names its
 * page.
 */
import { isRouteErrorResponse, type MetaDescriptor, type MetaFunction } from 'react-router';
import { env } from '../config/env.ts';

export const SHOP_DESCRIPTION = `Buy tickets for bobsled rides, ziplines, skating, Nordic trails, museums and more at the ${env.VITE_FOUNDATION_NAME}'s Olympic venues.`;

export interface PageMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; handle?: unknown } | undefined>;
  /** What the route threw: a 404 shows the not-found page, under its own title. */
  error?: unknown;
}

/** The not-found page's title (SPEC section 2). */
export const NOT_FOUND_TITLE = 'Page Not Found';

export interface PageDescription {
  /** The page's own title, before the foundation's name (usePageTitle's). */
  title: string;
  /** What a link preview names: the activity's name on its page; the title elsewhere. */
  previewTitle?: string;
  description?: string;
  /** The page's picture, as the catalogue gives it (a path on the shop or an address). */
  image?: string | null;
  /** schema.org data of the page, as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

/** The shop's public address (PUBLIC_URL), as the server rendered the page. */
export function findPublicOrigin(matches: PageMetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { publicOrigin?: string } | undefined;
  return root?.publicOrigin ?? '';
}

/** Whether the page's content is read in the browser (a route's `handle`, PageHandle). */
export function isRenderedInBrowser(
  matches: ReadonlyArray<{ handle?: unknown } | undefined>,
): boolean {
  return matches.some((match) => (match?.handle as PageHandle | undefined)?.rendersInBrowser);
}

export function pageMeta(args: PageMetaArgs, page: PageDescription): MetaDescriptor[] {
  const origin = findPublicOrigin(args.matches);
  // A page read in the browser is one visitor's, its address their token: it names no address,
  // and every visitor's copy of it is the same (the server keeps it, serve-web.ts).
  const url = isRenderedInBrowser(args.matches) ? undefined : `${origin}${args.location.pathname}`;
  const isNotFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  const title = `${isNotFound ? NOT_FOUND_TITLE : page.title} | ${env.VITE_FOUNDATION_NAME}`;
  const previewTitle = page.previewTitle ?? title;
  const description = page.description ?? SHOP_DESCRIPTION;
  const image = page.image ? new URL(page.image, origin || 'https://shop.invalid').href : undefined;
  return [
    { title },
    { name: 'description', content: description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: env.VITE_FOUNDATION_NAME },
    { property: 'og:title', content: previewTitle },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: previewTitle },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...(page.structuredData ? [{ 'script:ld+json': page.structuredData }] : []),
  ];
}

/** The meta of a page that is its title and the shop's description. */
export const titled =
  (title: string): MetaFunction =>
  (args) =>
    pageMeta(args, { title });

/** What a route module says of its page (`export const handle`). */
export interface PageHandle {
  /**
   * What the page shows is the visitor's, found by a token in the browser's storage or in the
   * address: the server sends its loading state, the same to every visitor, rendered without the
   * address's tokens and query (server.ts).
   */
  rendersInBrowser?: boolean;
}
