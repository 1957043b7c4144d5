/**
 * The route table of routes.ts as route objects, for the page tests' memory router: each route
 * module loads lazily, as framework mode loads it in the browser, with its client loader.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import routes from '../routes.ts';

interface RouteModule {
  default?: ComponentType;
  clientLoader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
}

// Keyed by their path from the app's root: routes.ts names them from src/.
const routeModules = import.meta.glob<RouteModule>([
  '/src/routes/*.{ts,tsx}',
  '/src/app/*.tsx',
  '!/src/**/*.test.{ts,tsx}',
]);

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = routeModules[`/src/${entry.file}`];
  if (!load) throw new Error(`routes.ts names ${entry.file}, which is no route module`);
  const lazy = async () => {
    const module = await load();
    return {
      Component: module.default ?? null,
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
