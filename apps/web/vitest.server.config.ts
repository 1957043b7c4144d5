/**
 * The web-server test project (vitest.config.ts): the web app's Vite settings (its build
 * settings, React) with tests of their own, `*.server.test.tsx`, run in Node, with no window and
 * no document, as a server renders the pages (decision 102).
 */
import { defineConfig, type UserConfig } from 'vite';
import webConfig from './vite.config.ts';

export default defineConfig((env) => {
  const web = (webConfig as (config: typeof env) => UserConfig)(env);
  return {
    ...web,
    test: {
      name: 'web-server',
      environment: 'node',
      include: ['src/**/*.server.test.{ts,tsx}'],
    },
  };
});
