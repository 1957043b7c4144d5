/**
 * Decision 037: index.html preloads the code of the shop's first page (`/activities`) beside the
 * entry's, so a visitor landing there does not wait for the entry to run before the page's chunk
 * is asked for. Other pages download these chunks without running them; they are the page most
 * visits start on and go back to.
 */
import type { Plugin } from 'vite';
import { collectFirstPageChunks, readChunks, type BudgetChunk } from './js-budget.ts';

/** The route's chunks that the entry does not already load (those have their own preloads). */
export function routeOnlyChunks(chunks: BudgetChunk[], routeModule: string): string[] {
  const entryFiles = new Set(collectFirstPageChunks(chunks, []).map((chunk) => chunk.file));
  return collectFirstPageChunks(chunks, [routeModule])
    .map((chunk) => chunk.file)
    .filter((file) => !entryFiles.has(file));
}

export function preloadRoute(routeModule: string): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'shop-preload-route',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return routeOnlyChunks(readChunks(context.bundle, root, false), routeModule).map(
          (file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }),
        );
      },
    },
  };
}
