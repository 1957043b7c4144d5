/**
 * One chunk per kind of page instead of a chunk per set of importers: framework mode splits the
 * code at each route module, and the modules shared between them came out as 70 small chunks. On
 * HTTP/1.1's six connections with a phone's round trip, each dozen of them delays the page's first
 * tap by a round trip. The shop's modules that the shell (what every shop page loads, the first
 * page's code among it) imports, directly or not, go to its chunk; those that only one kind of page
 * imports (the calendar, the cart, the checkout) go to that kind's, and those that two kinds or more
 * import to a shared chunk. The budget and the zod-free rule check what each page then loads
 * (js-budget.ts). The rest, and the libraries, stay in Rolldown's own chunks.
 */
import type { Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.PluginContext['getModuleInfo']>>;

/** Rolldown's chunking context: the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

export interface PageKind {
  /** The chunk's name. */
  name: string;
  /** Its route modules (and entry), by path from the app's root: `src/routes/cart-page.tsx`. */
  modules: string[];
  /**
   * The chunk of the shop's modules that pages of two kinds or more import (the texts, the money
   * and date formats, the loading and failure states): each of those pages loads it whole, a few
   * KB, rather than a dozen scripts of a few hundred bytes.
   */
  isShared?: boolean;
}

/**
 * The shop's own code. A library's modules stay in Rolldown's chunks: a library imported through
 * its index reaches all its modules, the ones no page uses too.
 */
const isAppModule = (id: string) => !id.includes('/node_modules/');

/** Whether `id` is one of `modules` (paths from the app's root), whatever its query. */
const isOneOf = (id: string, modules: string[]) =>
  modules.some((module) => id.split('?', 1)[0]!.endsWith(`/${module}`));

/**
 * The kind whose chunk takes `id`: the first kind (the shell) when its modules import it, directly
 * or not, else the one kind whose modules alone import it, else the shared kind when pages of two
 * kinds or more import it; undefined when one kind's pages and pages of no kind import it. Route
 * modules and entries keep their own chunks (framework mode reads their exports).
 */
export function createPageKindFinder(kinds: PageKind[]) {
  const rootsOf = new Map<string, Set<string>>();
  /** The entries (route modules among them) that import `id`, through static imports. */
  const findRoots = (id: string, graph: ModuleGraph): Set<string> => {
    const known = rootsOf.get(id);
    if (known) return known;
    const roots = new Set<string>();
    rootsOf.set(id, roots);
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      if (graph.getModuleInfo(importer)?.isEntry) roots.add(importer);
      for (const root of findRoots(importer, graph)) roots.add(root);
    }
    return roots;
  };
  const kindOf = (root: string) => kinds.find(({ modules }) => isOneOf(root, modules));
  return (id: string, graph: ModuleGraph): PageKind | undefined => {
    if (!isAppModule(id) || graph.getModuleInfo(id)?.isEntry) return undefined;
    const rootKinds = new Set([...findRoots(id, graph)].map(kindOf));
    if (rootKinds.has(kinds[0])) return kinds[0];
    if (rootKinds.size === 1) return [...rootKinds][0];
    const importingKinds = [...rootKinds].filter((kind) => kind !== undefined);
    return importingKinds.length >= 2 ? kinds.find((kind) => kind.isShared) : undefined;
  };
}

/**
 * Rolldown's `codeSplitting` groups for `kinds`, the first kind's first: a group takes what it
 * imports along, and what an earlier kind's chunk holds stays there.
 */
export function groupByPageKind(kinds: PageKind[]): Rolldown.CodeSplittingGroup[] {
  const findKind = createPageKindFinder(kinds);
  return kinds.map((kind, index) => ({
    name: (id: string, graph: ModuleGraph) => (findKind(id, graph) === kind ? kind.name : null),
    debugName: kind.name,
    priority: kinds.length - index,
    includeDependenciesRecursively: false,
  }));
}
