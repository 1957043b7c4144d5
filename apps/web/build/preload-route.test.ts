import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetChunk } from './js-budget.ts';
import { preloadRoute, routeOnlyChunks } from './preload-route.ts';

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
  });
});
