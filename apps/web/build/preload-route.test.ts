import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetChunk } from './js-budget.ts';
import {
  mapRouteChunks,
  preloadRoute,
  routeOnlyChunks,
  type PagePreloadsFile,
} from './preload-route.ts';

const chunk = (file: string, imports: string[], extra: Partial<BudgetChunk> = {}): BudgetChunk => ({
  file,
  imports,
  gzipBytes: 0,
  ...extra,
});

describe('preloading the first page’s code', () => {
  it('adds the route’s chunks the entry does not already load', () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', []),
      chunk('assets/page.js', ['assets/react.js', 'assets/tabs.js'], { src: 'src/page.js' }),
      chunk('assets/tabs.js', []),
      chunk('assets/other.js', ['assets/modal.js'], { src: 'src/other.js' }),
      chunk('assets/modal.js', []),
    ];
    expect(routeOnlyChunks(chunks, 'src/page.js').sort()).toEqual([
      'assets/page.js',
      'assets/tabs.js',
    ]);
  });

  it('maps every other route module to its chunks, found by what they hold, less index.html’s', () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true, modules: ['src/main.js'] }),
      chunk('assets/react.js', []),
      chunk('assets/activities.js', ['assets/tabs.js'], {
        src: 'src/routes/activities-page.tsx',
        modules: ['src/routes/activities-page.tsx'],
      }),
      chunk('assets/tabs.js', []),
      // The cart page shares its chunk with a module the checkout imports too: no facade.
      chunk('assets/cart-page.js', ['assets/react.js', 'assets/tabs.js', 'assets/dialog.js'], {
        modules: ['src/routes/cart-page.tsx', 'src/routes/load-failure.tsx'],
      }),
      chunk('assets/dialog.js', [], { modules: ['src/components/dialog.tsx'] }),
    ];
    expect(mapRouteChunks(chunks, 'src/routes/activities-page.tsx', '/shop/')).toEqual({
      'src/routes/cart-page.tsx': ['/shop/assets/cart-page.js', '/shop/assets/dialog.js'],
      'src/routes/load-failure.tsx': ['/shop/assets/cart-page.js', '/shop/assets/dialog.js'],
    });
  });

  describe('in a build', () => {
    let root: string;

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'preload-route-'));
      await mkdir(path.join(root, 'src'));
      await writeFile(
        path.join(root, 'index.html'),
        '<!doctype html><html><head></head><body><script type="module" src="/src/main.js"></script></body></html>',
      );
      await writeFile(
        path.join(root, 'src/main.js'),
        "window.addEventListener('click', () => Promise.all([import('./page.js'), import('./other.js')]));\n",
      );
      await writeFile(
        path.join(root, 'src/page.js'),
        'export default () => console.log("page");\n',
      );
      await writeFile(
        path.join(root, 'src/other.js'),
        'export default () => console.log("other");\n',
      );
    });

    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('writes a modulepreload for the route’s chunk into index.html, and none for another', async () => {
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        build: { outDir: path.join(root, 'dist') },
        plugins: [preloadRoute('src/page.js')],
      });
      const html = await readFile(path.join(root, 'dist/index.html'), 'utf8');
      expect(html).toMatch(
        /<link rel="modulepreload" crossorigin href="\/assets\/page-[\w-]+\.js">/,
      );
      expect(html).not.toContain('/assets/other-');
    });

    it('writes the other routes’ chunks and the API root for the server', async () => {
      await mkdir(path.join(root, 'src/routes'), { recursive: true });
      await writeFile(
        path.join(root, 'src/main.js'),
        "window.addEventListener('click', () => Promise.all([import('./page.js'), import('./routes/cart-page.js')]));\n",
      );
      await writeFile(path.join(root, 'src/routes/cart-page.js'), 'export default 1;\n');
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        build: { outDir: path.join(root, 'dist') },
        plugins: [preloadRoute('src/page.js')],
      });
      const written = JSON.parse(
        await readFile(path.join(root, 'dist/page-preloads.json'), 'utf8'),
      ) as PagePreloadsFile;
      expect(written.apiRoot).toBe('/api/v1');
      expect(Object.keys(written.routes)).toEqual(['src/routes/cart-page.js']);
      expect(written.routes['src/routes/cart-page.js']).toEqual([
        expect.stringMatching(/^\/assets\/cart-page-[\w-]+\.js$/),
      ]);
    });
  });
});
