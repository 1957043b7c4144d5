import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadShellAnswers, venuesUrl } from './preload-shell-answers.ts';

describe('the preloads of the shell’s answers', () => {
  it('asks for the URL the app fetches, under the configured API root', () => {
    expect(venuesUrl(undefined)).toBe('/api/v1/venues?include_activities=true');
    expect(venuesUrl('  ')).toBe('/api/v1/venues?include_activities=true');
    expect(venuesUrl('https://api.example.org/api/v1//')).toBe(
      'https://api.example.org/api/v1/venues?include_activities=true',
    );
  });

  describe('in a build', () => {
    let root: string;

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'preload-shell-answers-'));
      await mkdir(path.join(root, 'src'));
      await writeFile(
        path.join(root, 'index.html'),
        '<!doctype html><html><head></head><body><script type="module" src="/src/main.js"></script></body></html>',
      );
      await writeFile(path.join(root, 'src/main.js'), 'console.log(1);\n');
      await writeFile(path.join(root, '.env'), 'VITE_API_URL=/shop-api/v1/\n');
    });

    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('writes the preloads of the venues and the health check into index.html, as CORS fetches like the app’s own', async () => {
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        build: { outDir: path.join(root, 'dist') },
        plugins: [preloadShellAnswers()],
      });
      const html = await readFile(path.join(root, 'dist/index.html'), 'utf8');
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/shop-api/v1/venues?include_activities=true">',
      );
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/shop-api/v1">',
      );
    });
  });
});
