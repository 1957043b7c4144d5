/**
 * The route table of routes.ts as route objects, for the page tests' memory router: each route
 * module loads lazily, as framework mode loads it in the browser, with its client loader, and
 * its page sets the title its `meta` gives, as framework mode's `<Meta />` does.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { useLayoutEffect, type ComponentType } from 'react';
import {
  useLocation,
  useMatches,
  type LoaderFunction,
  type MetaFunction,
  type RouteObject,
} from 'react-router';
import routes from '../routes.ts';

interface RouteModule {
  default?: ComponentType;
  clientLoader?: LoaderFunction;
  meta?: MetaFunction;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
}

// Keyed by their path from the app's root: routes.ts names them from src/.
const routeModules = import.meta.glob<RouteModule>([
  '/src/routes/*.{ts,tsx}',
  '/src/app/*.tsx',
  '!/src/**/*.test.{ts,tsx}',
]);

function withMetaTitle(Page: ComponentType, meta: MetaFunction): ComponentType {
  return function PageWithTitle() {
    const location = useLocation();
    const matches = useMatches();
    // Before the page's own effects: a title the page sets itself (usePageTitle) wins, as it does
    // over `<Meta />`.
    useLayoutEffect(() => {
      const descriptors = meta({ location, matches } as unknown as Parameters<MetaFunction>[0]);
      const title = descriptors?.find((descriptor) => 'title' in descriptor);
      if (title && 'title' in title) document.title = String(title.title);
    }, [location, matches]);
    return <Page />;
  };
}

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = routeModules[`/src/${entry.file}`];
  if (!load) throw new Error(`routes.ts names ${entry.file}, which is no route module`);
  const lazy = async () => {
    const module = await load();
    return {
      Component:
        module.default && module.meta
          ? withMetaTitle(module.default, module.meta)
          : (module.default ?? null),
      loader: module.clientLoader,
      ErrorBoundary: module.ErrorBoundary,
      HydrateFallback: module.HydrateFallback,
    };
  };
  const id = entry.id === undefined ? {} : { id: entry.id };
  if (entry.index) return { ...id, index: true, lazy };
  return { ...id, path: entry.path, lazy, children: entry.children?.map(toRouteObject) };
}

export function createRouteObjects(): RouteObject[] {
  return routes.map(toRouteObject);
}
