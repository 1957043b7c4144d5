/**
 * The header menu (SPEC section 2): from the content site's menu URL when configured (cached,
 * served stale if the site is down), else from a menu file, else built from the venues.
 * Whatever the source, the 'Home' item is removed.
 */
import { readFile } from 'node:fs/promises';
import { type NavItem } from '@shop/core/catalogue';
import { ALL_VENUES_SLUG } from '@shop/core/venue-slugs';
import { z } from 'zod';
import type { CatalogueService } from '../catalogue/index.ts';

/** WordPress menu items: the menus plugin (`child_items`) and core REST (`parent`, `title.rendered`). */
const wpTitle = z.union([
  z.string(),
  z.object({ rendered: z.string() }).transform((t) => t.rendered),
]);
type WpItem = {
  ID?: number;
  id?: number;
  title: string;
  url: string;
  parent?: number;
  child_items?: WpItem[];
};
const wpItemSchema: z.ZodType<WpItem> = z.lazy(() =>
  z.object({
    ID: z.number().optional(),
    id: z.number().optional(),
    title: wpTitle,
    url: z.string(),
    parent: z.number().optional(),
    child_items: z.array(wpItemSchema).optional(),
  }),
);
const menuDocumentSchema = z.union([
  z.object({ items: z.array(wpItemSchema) }).transform((doc) => doc.items),
  z.array(wpItemSchema),
]);

const htmlEntities: Record<string, string> = {
  '&amp;': '&',
  '&#038;': '&',
  '&#8217;': '’',
  '&nbsp;': ' ',
};
function cleanTitle(title: string): string {
  return title
    .replace(/&(amp|#038|#8217|nbsp);/g, (entity) => htmlEntities[entity] ?? entity)
    .trim();
}

/** Normalises either WordPress shape into two-level nav items. */
export function toNavItems(document: unknown): NavItem[] {
  const items = menuDocumentSchema.parse(document);
  const idOf = (item: WpItem, index: number) => String(item.ID ?? item.id ?? index);
  const topLevel = items.some((item) => item.child_items)
    ? items
    : items.filter((item) => !item.parent);
  return topLevel.map((item, index) => {
    const children =
      item.child_items ??
      items.filter((child) => child.parent && child.parent === (item.ID ?? item.id));
    return {
      id: idOf(item, index),
      title: cleanTitle(item.title),
      url: item.url,
      children: children.map((child, childIndex) => ({
        id: idOf(child, childIndex),
        title: cleanTitle(child.title),
        url: child.url,
      })),
    };
  });
}

export function withoutHome(items: NavItem[]): NavItem[] {
  const isHome = (item: { title: string }) => item.title.trim().toLowerCase() === 'home';
  return items
    .filter((item) => !isHome(item))
    .map((item) => ({ ...item, children: item.children.filter((child) => !isHome(child)) }));
}

export interface NavOptions {
  menuUrl?: string | undefined;
  menuFile?: string | undefined;
  cacheSeconds: number;
  fetchMenu?: (url: string) => Promise<unknown>;
  log?: { warn(object: object, message: string): void };
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(5000),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Menu request answered ${response.status}`);
  return response.json();
}

export function createNavService(
  catalogue: CatalogueService,
  options: NavOptions,
  clock: () => Date,
) {
  const fetchMenu = options.fetchMenu ?? fetchJson;
  let cached: { items: NavItem[]; fetchedAt: number } | undefined;

  async function menuFromVenues(): Promise<NavItem[]> {
    const venues = await catalogue.listVenues(true);
    return venues
      .filter((venue) => venue.slug !== ALL_VENUES_SLUG)
      .map((venue) => ({
        id: `venue-${venue.id}`,
        title: venue.displayName,
        url: `/activities?venue=${encodeURIComponent(venue.slug)}`,
        children: (venue.activities ?? []).map((activity) => ({
          id: `activity-${activity.id}`,
          title: activity.displayName,
          url: `/activities/${activity.id}`,
        })),
      }));
  }

  async function menuFromSite(url: string): Promise<NavItem[]> {
    const now = clock().getTime();
    if (cached && now - cached.fetchedAt < options.cacheSeconds * 1000) return cached.items;
    try {
      const items = toNavItems(await fetchMenu(url));
      cached = { items, fetchedAt: now };
      return items;
    } catch (error) {
      options.log?.warn({ err: error }, 'content-site menu unavailable');
      return cached?.items ?? menuFromVenues();
    }
  }

  return {
    async getMenu(): Promise<NavItem[]> {
      if (options.menuUrl) return withoutHome(await menuFromSite(options.menuUrl));
      if (options.menuFile) {
        return withoutHome(toNavItems(JSON.parse(await readFile(options.menuFile, 'utf8'))));
      }
      return withoutHome(await menuFromVenues());
    },
  };
}

export type NavService = ReturnType<typeof createNavService>;
