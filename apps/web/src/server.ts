/**
 * The web app's server build (decision 102): the shop's pages as the server renders them, for the
 * API server's Fastify glue (apps/server/src/web/render-pages.ts). The glue sets where the
 * render's own API reads go before the first page (`setServerApi`), and asks which pages every
 * visitor gets alike (`findBrowserRenderedPath`).
 */
import { createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { createBrowserRenderedPathFinder } from './app/browser-rendered-path.ts';

export { setServerApi } from './config/env.ts';

export const handlePageRequest = createRequestHandler(build, 'production');

export const findBrowserRenderedPath = createBrowserRenderedPathFinder(build.routes);
