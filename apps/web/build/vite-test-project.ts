/**
 * Test support for the build plugins: a throwaway Vite project in a temporary directory, its
 * index.html loading `src/main.js`, built with only the plugins under test.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type PluginOption } from 'vite';

export interface ViteTestProject {
  /** Builds into `dist`, with no config file and only `plugins`; `write: false` keeps it in memory. */
  build(plugins: PluginOption[], options?: { write?: boolean }): ReturnType<typeof build>;
  remove(): Promise<void>;
}

const indexHtml =
  '<!doctype html><html><head></head><body><script type="module" src="/src/main.js"></script></body></html>';

export async function createViteTestProject(
  name: string,
  files: Record<string, string>,
): Promise<ViteTestProject> {
  const root = await mkdtemp(path.join(tmpdir(), `${name}-`));
  for (const [file, text] of Object.entries({ 'index.html': indexHtml, ...files })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return {
    build: (plugins, { write: isWritten = true } = {}) =>
      build({
        root,
        configFile: false,
        logLevel: 'silent',
        build: { outDir: path.join(root, 'dist'), write: isWritten },
        plugins,
      }),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
