/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { jsBudget } from './build/js-budget.ts';
import { groupByPageKind } from './build/page-chunks.ts';
import { parseEnv } from './src/config/env-schema.ts';
import { APP_LOCALE } from './src/config/locale.ts';

/** The shop's first page (`/activities`; `/` leads there): decisions 036 and 037. */
const FIRST_PAGE_ROUTE = 'src/routes/activities-page.tsx';

/** What every shop page loads: the entry, and its layouts' route modules (routes.ts). */
const SHELL_MODULES = [
  'src/entry.client.tsx',
  'src/root.tsx',
  'src/routes/root-layout.tsx',
  'src/routes/page-error-layer.tsx',
  'src/app/order-edit-leave-guard.tsx',
];

/** What the first page loads before it hydrates. */
const FIRST_PAGE_MODULES = [...SHELL_MODULES, FIRST_PAGE_ROUTE];

/**
 * The visitor's pages whose code comes in one chunk each (page-chunks.ts). The shell's takes the
 * first page's code too: every page loads its few KB, and asks for six or seven scripts fewer. The
 * shared chunk takes the shop's modules that two kinds or more import: nine scripts fewer on the
 * calendar, the cart and the checkout each.
 */
const PAGE_KINDS = [
  { name: 'shell', modules: FIRST_PAGE_MODULES },
  {
    name: 'calendar',
    modules: ['src/routes/choose-tickets-page.tsx', 'src/routes/choose-tickets-loader.ts'],
  },
  { name: 'cart', modules: ['src/routes/cart-page.tsx', 'src/routes/cart-loader.ts'] },
  { name: 'checkout', modules: ['src/routes/payment-page.tsx'] },
  { name: 'shared', modules: [], isShared: true },
];

/** The visitor's pages that load no zod, their loaders too (decision 065); the checkout's loader is the cart's. */
const ZOD_FREE_ROUTES = [
  FIRST_PAGE_ROUTE,
  'src/routes/choose-tickets-page.tsx',
  'src/routes/choose-tickets-loader.ts',
  'src/routes/cart-page.tsx',
  'src/routes/cart-loader.ts',
  'src/routes/payment-page.tsx',
];

// One .env at the repository root serves the server and the web build (README 'Settings').
const ENV_DIR = '../..';

/** Plugins of the browser's build only: the server's build is not sent to browsers. */
const clientBuildOnly = (
  _: unknown,
  { command, isSsrBuild }: { command: string; isSsrBuild?: boolean },
) => command === 'build' && !isSsrBuild;

export default defineConfig(({ mode, isSsrBuild }) => ({
  envDir: ENV_DIR,
  // The settings are checked here, once, and the browser gets the result: a bad value fails the
  // build, and the shop's first page loads no zod to check them (decision 051).
  define: {
    __SHOP_ENV__: JSON.stringify(
      parseEnv({ ...loadEnv(mode, resolve(import.meta.dirname, ENV_DIR), 'VITE_'), MODE: mode }),
    ),
  },
  plugins: [
    // The shop speaks one locale (app-providers.tsx): React Aria's strings for its other ones are
    // left out of every chunk.
    optimizeLocales.vite({ locales: [APP_LOCALE] }),
    // React Router's framework mode renders the pages on the server (decision 102); Vitest renders
    // components itself, with React's own plugin.
    process.env.VITEST ? react() : reactRouter(),
    // A route module's chunk may export more than the route's exports: the page kinds' chunks take
    // the shop's modules without the libraries they import (page-chunks.ts).
    {
      name: 'shop-route-chunk-exports',
      enforce: 'post' as const,
      apply: clientBuildOnly,
      config: () => ({
        build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' as const } },
      }),
    },
    tailwindcss(),
    // Brotli and gzip copies beside every text file, made once at build: the server sends the one
    // the browser accepts (@fastify/static preCompressed) without compressing per request.
    {
      ...compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//] }),
      apply: clientBuildOnly,
    },
    // The first page's JavaScript, and the pages that load no zod, checked on every build
    // (decisions 036 and 065).
    {
      ...jsBudget({ routeModules: FIRST_PAGE_MODULES, zodFreeRoutes: ZOD_FREE_ROUTES }),
      apply: clientBuildOnly,
    },
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      // The local card vault lives in the API server (VITE_CARD_VAULT_URL's default).
      '/sandbox-vault': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    rolldownOptions: {
      // The server's build is the request handler the API server's glue calls (src/server.ts).
      // The browser's: libraries apart, as they change less often than the app and stay
      // cached across releases (React and its router in one chunk, TanStack Query in another,
      // which every page loads); the shop's code in a chunk per kind of page (page-chunks.ts).
      ...(isSsrBuild
        ? { input: './src/server.ts' }
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                    priority: PAGE_KINDS.length + 1,
                  },
                  {
                    name: 'query',
                    test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
                    priority: PAGE_KINDS.length + 1,
                  },
                  ...groupByPageKind(PAGE_KINDS),
                ],
              },
            },
          }),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendered without a window, by the web-server project (vitest.config.ts).
    exclude: ['src/**/*.server.test.{ts,tsx}'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup-tests.ts'],
    // Each test file gets its own modules and document (Vitest's default). Sharing them between
    // a worker's files took a minute off the run, but left react-aria's module state (its live
    // announcer, the elements a dialog hides) and spies to the next file, and failed tests by
    // the order the files ran in (decision 099).
    testTimeout: 15_000,
    hookTimeout: 60_000,
  },
}));
