/**
 * The web app's server build (decision 102): the shop's pages as the server renders them, for the
 * API server's Fastify glue (apps/server/src/web/render-pages.ts). The glue sets where the
 * render's own API reads go before the first page (`setServerApi`).
 */
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { isRenderedInBrowser } from './app/page-meta.ts';

export { setServerApi } from './config/env.ts';

export const handlePageRequest = createRequestHandler(build, 'production');

/** The build's flat route manifest as the tree `matchRoutes` reads, each route with its handle. */
function toRouteTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map(
      (route) =>
        ({
          id: route!.id,
          path: route!.path,
          index: route!.index,
          caseSensitive: route!.caseSensitive,
          handle: route!.module.handle,
          children: toRouteTree(routes, route!.id),
        }) as RouteObject,
    );
}

const routeTree = toRouteTree(build.routes);

/**
 * The address a page is rendered for when what it shows is read in the browser (PageHandle): its
 * route's path with each parameter, a token, as `-`, and no query. Every visitor is sent that one
 * page, which holds no token and can be kept. Undefined for any other page.
 */
export function findBrowserRenderedPath(pathname: string): string | undefined {
  const matches = matchRoutes(routeTree, pathname);
  if (!matches || !isRenderedInBrowser(matches.map((match) => match.route))) return undefined;
  const segments = matches
    .flatMap((match) => (match.route.path ?? '').split('/'))
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') || segment === '*' ? '-' : segment));
  return `/${segments.join('/')}`;
}
