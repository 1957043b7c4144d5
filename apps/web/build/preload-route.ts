/**
 * Decision 064: the build writes `page-preloads.json`, each route module's chunks that the entry
 * does not already load, and the API root, so the server can add the code and the first answers
 * of the page it is sending to that page's HTML. (Decision 037 wrote the first page's into
 * index.html for every page; the server now adds them to that page's only.)
 */
import type { Plugin } from 'vite';
import {
  collectFirstPageChunks,
  collectImportedChunks,
  readChunks,
  type BudgetChunk,
} from './js-budget.ts';
import { apiRoot, readApiUrl } from './preload-shell-answers.ts';

/** Where the server reads the map (apps/server/src/web/page-preloads.ts). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface PagePreloadsFile {
  /** `VITE_API_URL` as the app uses it: the root of the answers a page may ask for first. */
  apiRoot: string;
  /** Route module (`src/routes/cart-page.tsx`) → the URLs of the chunks only it needs. */
  routes: Record<string, string[]>;
}

/**
 * Every module under `src/routes/` outside the entry's chunks (a lazy page, a route's loader) → the
 * chunk that holds it and the chunks that one imports, less the entry's (index.html asks for
 * those). A page may share its chunk with modules other pages import, so the chunk is found by
 * what it holds, not by the module it starts from.
 */
export function mapRouteChunks(chunks: BudgetChunk[], base = '/'): Record<string, string[]> {
  const inIndexHtml = new Set(collectFirstPageChunks(chunks, []).map((chunk) => chunk.file));
  const routes: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (inIndexHtml.has(chunk.file)) continue;
    const files = collectImportedChunks(chunks, [chunk])
      .filter((routeChunk) => !inIndexHtml.has(routeChunk.file))
      .map((routeChunk) => `${base}${routeChunk.file}`);
    for (const module of chunk.modules ?? []) {
      if (module.startsWith('src/routes/')) routes[module] = files;
    }
  }
  return routes;
}

export function preloadRoutes(): Plugin {
  let root = '';
  let base = '/';
  let apiUrl: string | undefined;
  return {
    name: 'shop-preload-routes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      apiUrl = readApiUrl(config);
    },
    generateBundle(_options, bundle) {
      const preloads: PagePreloadsFile = {
        apiRoot: apiRoot(apiUrl),
        routes: mapRouteChunks(readChunks(bundle, root, false), base),
      };
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
