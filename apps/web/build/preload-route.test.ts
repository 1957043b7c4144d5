import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetChunk } from './js-budget.ts';
import { mapRouteChunks, preloadRoutes, type PagePreloadsFile } from './preload-route.ts';

const chunk = (file: string, imports: string[], extra: Partial<BudgetChunk> = {}): BudgetChunk => ({
  file,
  imports,
  gzipBytes: 0,
  ...extra,
});

describe('each route’s chunks for the server (decision 064)', () => {
  it('maps every route module to its chunks, found by what they hold, less the entry’s', () => {
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
    expect(mapRouteChunks(chunks, '/shop/')).toEqual({
      'src/routes/activities-page.tsx': ['/shop/assets/activities.js', '/shop/assets/tabs.js'],
      'src/routes/cart-page.tsx': [
        '/shop/assets/cart-page.js',
        '/shop/assets/tabs.js',
        '/shop/assets/dialog.js',
      ],
      'src/routes/load-failure.tsx': [
        '/shop/assets/cart-page.js',
        '/shop/assets/tabs.js',
        '/shop/assets/dialog.js',
      ],
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

    it('writes the routes’ chunks and the API root for the server, and no preload into index.html', async () => {
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
        plugins: [preloadRoutes()],
      });
      const html = await readFile(path.join(root, 'dist/index.html'), 'utf8');
      expect(html).not.toContain('modulepreload');
      const written = JSON.parse(
        await readFile(path.join(root, 'dist/page-preloads.json'), 'utf8'),
      ) as PagePreloadsFile;
      expect(written.apiRoot).toBe('/api/v1');
      // Modules outside src/routes/ are no page of their own.
      expect(Object.keys(written.routes)).toEqual(['src/routes/cart-page.js']);
      expect(written.routes['src/routes/cart-page.js']).toEqual([
        expect.stringMatching(/^\/assets\/cart-page-[\w-]+\.js$/),
      ]);
    });
  });
});
