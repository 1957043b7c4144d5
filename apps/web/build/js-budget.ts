/**
 * The JavaScript budget of issue 18 (decision 036): the gzip JavaScript the shop's first page,
 * `/activities`, loads before it renders. Checked on every production build by `jsBudget()`,
 * which fails the build naming the chunks and their sizes when the first page passes the ceiling,
 * so `npm run build` and `npm test` catch a change that makes the first visit heavier. It also
 * fails the build when a page that must load no zod (decision 065) loads it.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

/** The target, 150 KB: decimal kilobytes, the stricter reading of the two. */
export const FIRST_PAGE_TARGET_BYTES = 150_000;

/**
 * What the build enforces. The server renders the first page (decision 102): its first paint no
 * longer waits for this JavaScript, only its first tap does, and the framework's hydration and
 * route modules take about 12,000 bytes over the target. Raise it only with a record of why.
 */
export const FIRST_PAGE_CEILING_BYTES = 165_000;

/** What the budget needs of one chunk of the build (a subset of Vite's manifest entry). */
export interface BudgetChunk {
  /** The file under dist, e.g. `assets/react-B2x.js`. */
  file: string;
  /** The source module it starts from, for the entry and route modules (`src/root.tsx`). */
  src?: string;
  /** The source modules it holds, relative to the app root (`src/routes/cart-page.tsx`). */
  modules?: string[];
  /** Files it imports statically: they load before it runs. */
  imports: string[];
  gzipBytes: number;
  /** The npm packages whose modules it holds (`zod`, `@react-aria/calendar`). */
  packages?: string[];
}

export interface BudgetReport {
  budgetBytes: number;
  totalBytes: number;
  /** Every chunk the first page loads, largest first. */
  chunks: { file: string; gzipBytes: number }[];
  isWithinBudget: boolean;
}

/**
 * The chunks a first visit loads before the page can render: the entry and each of the page's route
 * modules (`routeModules`, both by source file), and all they import statically, transitively:
 * the `modulepreload` links the server's render writes into the page.
 */
export function collectFirstPageChunks(
  chunks: BudgetChunk[],
  routeModules: string[],
): BudgetChunk[] {
  const roots = chunks.filter(
    (chunk) => chunk.src !== undefined && routeModules.includes(chunk.src),
  );
  const missing = routeModules.filter((module) => !roots.some((chunk) => chunk.src === module));
  if (missing.length > 0)
    throw new Error(`JavaScript budget: no chunk starts from ${missing.join(', ')}`);
  return collectImportedChunks(chunks, roots);
}

/** `roots` and every chunk they import statically, transitively: what loads before they run. */
export function collectImportedChunks(chunks: BudgetChunk[], roots: BudgetChunk[]): BudgetChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Map<string, BudgetChunk>();
  const visit = (chunk: BudgetChunk) => {
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}

/** Sums the first page's chunks against the budget. */
export function checkBudget(
  chunks: BudgetChunk[],
  routeModules: string[],
  budgetBytes = FIRST_PAGE_CEILING_BYTES,
): BudgetReport {
  const loaded = collectFirstPageChunks(chunks, routeModules)
    .map(({ file, gzipBytes }) => ({ file, gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalBytes = loaded.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return { budgetBytes, totalBytes, chunks: loaded, isWithinBudget: totalBytes <= budgetBytes };
}

const bytes = (count: number) => count.toLocaleString('en-US');

/** The report as the build prints it: the total against the budget, then every chunk. */
export function describeBudget(
  report: BudgetReport,
  targetBytes = FIRST_PAGE_TARGET_BYTES,
): string {
  const verdict = !report.isWithinBudget
    ? 'OVER the ceiling'
    : report.totalBytes > targetBytes
      ? 'within the ceiling, over the target'
      : 'within';
  const lines = report.chunks.map(
    (chunk) => `  ${bytes(chunk.gzipBytes).padStart(9)} B  ${chunk.file}`,
  );
  return [
    `JavaScript budget ${verdict}: the first page loads ${bytes(report.totalBytes)} bytes of gzip JavaScript; ceiling ${bytes(report.budgetBytes)}, target ${bytes(targetBytes)}`,
    ...lines,
  ].join('\n');
}

/** gzip as the server sends it: the build's precompressed copies are made at the highest level. */
export function gzipSize(code: string | Uint8Array): number {
  return gzipSync(code, { level: 9 }).byteLength;
}

/** The package a module of node_modules belongs to: `zod`, `@react-aria/calendar`. */
const packageNamePattern = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/**
 * The routes of `zodFreeRoutes` that load zod (decision 065), each with the chunk that holds it:
 * their reads are typed, not parsed, and what they use of core lives in modules without zod.
 */
export function findZodOnRoutes(chunks: BudgetChunk[], routeModules: string[]): string[] {
  return routeModules.flatMap((route) => {
    const holder = chunks.find((chunk) => chunk.modules?.includes(route));
    if (!holder) return [`${route}: no chunk holds it`];
    return collectImportedChunks(chunks, [holder])
      .filter((chunk) => chunk.packages?.includes('zod'))
      .map((chunk) => `${route} loads zod in ${chunk.file}`);
  });
}

/** The bundle's chunks as the budget reads them. */
export function readChunks(bundle: Rolldown.OutputBundle, root: string): BudgetChunk[] {
  const chunks: BudgetChunk[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    // Framework mode builds each route module as `…/page.tsx?__react-router-build-client-route`.
    const module = output.facadeModuleId?.split('?')[0];
    const appModules = output.moduleIds
      .filter((id) => id.startsWith(`${root}/`))
      .map((id) => id.split('?')[0] ?? id);
    const packages = new Set(
      output.moduleIds.flatMap((id) => packageNamePattern.exec(id)?.slice(1, 2) ?? []),
    );
    chunks.push({
      file: output.fileName,
      ...(module?.startsWith(`${root}/`) ? { src: module.slice(root.length + 1) } : {}),
      modules: appModules.map((id) => id.slice(root.length + 1)),
      imports: output.imports,
      gzipBytes: gzipSize(output.code),
      packages: [...packages],
    });
  }
  return chunks;
}

export interface JsBudgetOptions {
  /** The route modules the first page renders, relative to the app root. */
  routeModules: string[];
  budgetBytes?: number;
  /** Route modules whose pages must load no zod, relative to the app root (decision 065). */
  zodFreeRoutes?: string[];
}

/** The build step: reads the finished bundle (Vite's manifest data) and fails the build when over. */
export function jsBudget({
  routeModules,
  budgetBytes,
  zodFreeRoutes = [],
}: JsBudgetOptions): Plugin {
  let root = '';
  return {
    name: 'shop-js-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = readChunks(bundle, root);
      const zodLoaded = findZodOnRoutes(chunks, zodFreeRoutes);
      if (zodLoaded.length > 0) this.error(`Pages that must load no zod:\n${zodLoaded.join('\n')}`);
      const report = checkBudget(chunks, routeModules, budgetBytes);
      if (!report.isWithinBudget) this.error(describeBudget(report));
      // Within the ceiling but over the target: said on every build, not failed.
      if (report.totalBytes > FIRST_PAGE_TARGET_BYTES) this.warn(describeBudget(report));
      else this.info(describeBudget(report));
    },
  };
}
