import { createServer, type Server } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { navResponseSchema } from '@shop/core/catalogue-api';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

/** A stand-in content site on loopback that serves a menu and counts requests. */
let site: Server;
let siteUrl: string;
let siteMenu: unknown;
let siteStatus = 200;
let siteHits = 0;

beforeAll(async () => {
  site = createServer((_request, response) => {
    siteHits++;
    response.writeHead(siteStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify(siteMenu));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const address = site.address();
  siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/wp-json/menus/v1/menus/main`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  siteStatus = 200;
  siteHits = 0;
});

async function getMenu(app: TestApp) {
  const response = await app.app.inject({ method: 'GET', url: '/api/v1/nav' });
  expect(response.statusCode).toBe(200);
  return navResponseSchema.parse(response.json()).data.items;
}

const pluginMenu = {
  items: [
    { ID: 1, title: 'Home', url: 'https://wasatchlegacy.org/', child_items: [] },
    {
      ID: 2,
      title: 'Olympic Park',
      url: 'https://wasatchlegacy.org/park',
      child_items: [
        { ID: 3, title: 'Bobsled &amp; Skeleton', url: 'https://wasatchlegacy.org/park/bobsled' },
        { ID: 4, title: 'Home', url: 'https://wasatchlegacy.org/' },
      ],
    },
  ],
};

describe('GET /nav', () => {
  it('builds venue menus from the catalogue when no content site is configured', async () => {
    t = await createTestApp();
    const items = await getMenu(t);
    expect(items.map((item) => item.title)).toEqual([
      'Wasatch Olympic Park',
      'Legacy Speed Oval',
      'Hollow Creek Nordic Center',
      'Summit Heritage Museum',
    ]);
    expect(items[0]!.url).toBe('/activities?venue=olympic-park');
    expect(items[0]!.children.map((child) => child.title)).toContain('Bobsled Experience');
  });

  it("takes the content site's menu with every 'Home' item removed", async () => {
    siteMenu = pluginMenu;
    t = await createTestApp({ settings: { NAV_MENU_URL: siteUrl } });
    expect(await getMenu(t)).toEqual([
      {
        id: '2',
        title: 'Olympic Park',
        url: 'https://wasatchlegacy.org/park',
        children: [
          { id: '3', title: 'Bobsled & Skeleton', url: 'https://wasatchlegacy.org/park/bobsled' },
        ],
      },
    ]);
  });

  it('reads the WordPress core menu-items shape, with children by parent', async () => {
    siteMenu = [
      { id: 10, title: { rendered: 'Home' }, url: '/', parent: 0 },
      { id: 11, title: { rendered: 'Speed Oval' }, url: '/oval', parent: 0 },
      { id: 12, title: { rendered: 'Public Skate' }, url: '/oval/skate', parent: 11 },
    ];
    t = await createTestApp({ settings: { NAV_MENU_URL: siteUrl } });
    expect(await getMenu(t)).toEqual([
      {
        id: '11',
        title: 'Speed Oval',
        url: '/oval',
        children: [{ id: '12', title: 'Public Skate', url: '/oval/skate' }],
      },
    ]);
  });

  it('caches the menu, then serves the cached copy while the content site is down', async () => {
    siteMenu = pluginMenu;
    t = await createTestApp({ settings: { NAV_MENU_URL: siteUrl, NAV_CACHE_SECONDS: '60' } });
    await getMenu(t);
    await getMenu(t);
    expect(siteHits).toBe(1);

    siteStatus = 500;
    t.now.value = new Date(TEST_NOW.getTime() + 61_000);
    const items = await getMenu(t);
    expect(siteHits).toBe(2);
    expect(items.map((item) => item.title)).toEqual(['Olympic Park']);
  });

  it('falls back to the venue menus when the content site was never reachable', async () => {
    t = await createTestApp({ settings: { NAV_MENU_URL: 'http://127.0.0.1:9/menu' } });
    expect((await getMenu(t))[0]!.title).toBe('Wasatch Olympic Park');
  });

  it('reads a configured menu file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nav-'));
    const file = path.join(dir, 'menu.json');
    await writeFile(file, JSON.stringify(pluginMenu));
    t = await createTestApp({ settings: { NAV_MENU_FILE: file } });
    expect((await getMenu(t)).map((item) => item.title)).toEqual(['Olympic Park']);
  });
});
