import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadShellAnswers, venuesUrl } from './preload-shell-answers.ts';
import { createViteTestProject, type ViteTestProject } from './vite-test-project.ts';

describe('the preloads of the shell’s answers', () => {
  it('asks for the URL the app fetches, under the configured API root', () => {
    expect(venuesUrl(undefined)).toBe('/api/v1/venues?include_activities=true');
    expect(venuesUrl('  ')).toBe('/api/v1/venues?include_activities=true');
    expect(venuesUrl('https://api.example.org/api/v1//')).toBe(
      'https://api.example.org/api/v1/venues?include_activities=true',
    );
  });

  describe('in a build', () => {
    let project: ViteTestProject;

    beforeAll(async () => {
      project = await createViteTestProject('preload-shell-answers', {
        'src/main.js': 'console.log(1);\n',
        '.env': 'VITE_API_URL=/shop-api/v1/\n',
      });
    });

    afterAll(() => project.remove());

    it('writes the preloads of the venues and the health check into index.html, as CORS fetches like the app’s own', async () => {
      await project.build([preloadShellAnswers()]);
      const html = await project.read('dist/index.html');
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/shop-api/v1/venues?include_activities=true">',
      );
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/shop-api/v1">',
      );
    });
  });
});
