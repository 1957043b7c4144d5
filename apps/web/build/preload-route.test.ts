import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetChunk } from './js-budget.ts';
import { mapRouteChunks, preloadRoutes, type PagePreloadsFile } from './preload-route.ts';
import { createViteTestProject, type ViteTestProject } from './vite-test-project.ts';

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
    let project: ViteTestProject;

    beforeAll(async () => {
      project = await createViteTestProject('preload-route', {
        'src/main.js':
          "window.addEventListener('click', () => Promise.all([import('./page.js'), import('./routes/cart-page.js')]));\n",
        'src/page.js': 'export default () => console.log("page");\n',
        'src/routes/cart-page.js': 'export default 1;\n',
      });
    });

    afterAll(() => project.remove());

    it('writes the routes’ chunks and the API root for the server, and no preload into index.html', async () => {
      await project.build([preloadRoutes()]);
      expect(await project.read('dist/index.html')).not.toContain('modulepreload');
      const written = JSON.parse(await project.read('dist/page-preloads.json')) as PagePreloadsFile;
      expect(written.apiRoot).toBe('/api/v1');
      // Modules outside src/routes/ are no page of their own.
      expect(Object.keys(written.routes)).toEqual(['src/routes/cart-page.js']);
      expect(written.routes['src/routes/cart-page.js']).toEqual([
        expect.stringMatching(/^\/assets\/cart-page-[\w-]+\.js$/),
      ]);
    });
  });
});
