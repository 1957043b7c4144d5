/**
 * Which pages every visitor gets alike because the browser reads what they show (PageHandle):
 * the server's part of decision 102's shared pages (apps/server/src/web/serve-web.ts).
 */
import { createStaticHandler } from 'react-router';
import type { RouteObject, ServerBuild, StaticHandlerContext } from 'react-router';
import { isRenderedInBrowser } from './page-meta.ts';

/** The build's flat route manifest as a route tree, each route with its handle. */
function toRouteTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive, module } = route!;
      const node = { id, path, caseSensitive, handle: module.handle };
      return (
        index ? { ...node, index } : { ...node, children: toRouteTree(routes, id) }
      ) as RouteObject;
    });
}

/**
 * For the build's `routes`: the address a page is rendered for when what it shows is read in the
 * browser, its route's path with each parameter (a token) as `-` and no query. Every visitor is
 * sent that one page, which holds no token and can be kept. Undefined for any other page.
 */
export function createBrowserRenderedPathFinder(routes: ServerBuild['routes']) {
  // Matches an address as the framework does, the routes ranked once; no route's loader runs.
  const matcher = createStaticHandler(toRouteTree(routes));
  return async (pathname: string): Promise<string | undefined> => {
    const context = (await matcher.query(new Request(new URL(pathname, 'http://shop.invalid')), {
      filterMatchesToLoad: () => false,
    })) as StaticHandlerContext;
    if (context.errors || !isRenderedInBrowser(context.matches.map((match) => match.route)))
      return undefined;
    const segments = context.matches
      .flatMap((match) => (match.route.path ?? '').split('/'))
      .filter((segment) => segment !== '')
      .map((segment) => (segment.startsWith(':') || segment === '*' ? '-' : segment));
    return `/${segments.join('/')}`;
  };
}
