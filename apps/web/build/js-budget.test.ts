import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkBudget,
  collectFirstPageChunks,
  describeBudget,
  findZodOnRoutes,
  jsBudget,
  type BudgetChunk,
} from './js-budget.ts';
import { createViteTestProject, type ViteTestProject } from './vite-test-project.ts';

const chunks: BudgetChunk[] = [
  {
    file: 'assets/index.js',
    src: 'src/entry.client.tsx',
    imports: ['assets/react.js'],
    gzipBytes: 20_000,
  },
  { file: 'assets/react.js', imports: [], gzipBytes: 60_000 },
  {
    file: 'assets/activities.js',
    src: 'src/routes/activities-page.tsx',
    imports: ['assets/tabs.js', 'assets/react.js'],
    gzipBytes: 5_000,
  },
  { file: 'assets/tabs.js', imports: ['assets/focus.js'], gzipBytes: 9_000 },
  { file: 'assets/focus.js', imports: [], gzipBytes: 4_000 },
  // Loaded only by another page, or dynamically: not the first page's.
  {
    file: 'assets/cart.js',
    src: 'src/routes/cart-page.tsx',
    imports: ['assets/modal.js'],
    gzipBytes: 8_000,
  },
  { file: 'assets/modal.js', imports: [], gzipBytes: 12_000 },
];
const routes = ['src/entry.client.tsx', 'src/routes/activities-page.tsx'];

describe('the first page budget', () => {
  it('counts the entry, the route module and everything they import statically, once each', () => {
    const files = collectFirstPageChunks(chunks, routes).map((chunk) => chunk.file);
    expect(files.sort()).toEqual([
      'assets/activities.js',
      'assets/focus.js',
      'assets/index.js',
      'assets/react.js',
      'assets/tabs.js',
    ]);
    expect(checkBudget(chunks, routes, 200_000)).toMatchObject({
      totalBytes: 98_000,
      isWithinBudget: true,
    });
  });

  it('fails over the budget, naming every chunk with its size, largest first', () => {
    const report = checkBudget(chunks, routes, 97_999);
    expect(report.isWithinBudget).toBe(false);
    const text = describeBudget(report, 50_000);
    expect(text).toContain(
      'OVER the ceiling: the first page loads 98,000 bytes of gzip JavaScript; ceiling 97,999',
    );
    const lines = text.split('\n').slice(1);
    expect(lines.map((line) => line.trim())).toEqual([
      '60,000 B  assets/react.js',
      '20,000 B  assets/index.js',
      '9,000 B  assets/tabs.js',
      '5,000 B  assets/activities.js',
      '4,000 B  assets/focus.js',
    ]);
  });

  it('refuses a route module the build has no chunk for, rather than counting nothing', () => {
    expect(() => checkBudget(chunks, ['src/routes/renamed-page.tsx'])).toThrow(
      'no chunk starts from src/routes/renamed-page.tsx',
    );
  });
});

describe('the pages that load no zod', () => {
  const withZod: BudgetChunk[] = [
    ...chunks.filter((chunk) => chunk.file !== 'assets/modal.js'),
    { file: 'assets/modal.js', imports: ['assets/schemas.js'], gzipBytes: 12_000 },
    { file: 'assets/schemas.js', imports: [], gzipBytes: 26_000, packages: ['zod'] },
  ].map((chunk) => (chunk.src ? { ...chunk, modules: [chunk.src] } : chunk));

  it('names each route that loads zod, with the chunk that holds it, however deep', () => {
    expect(
      findZodOnRoutes(withZod, ['src/routes/activities-page.tsx', 'src/routes/cart-page.tsx']),
    ).toEqual(['src/routes/cart-page.tsx loads zod in assets/schemas.js']);
  });

  it('refuses a route no chunk holds, rather than finding nothing', () => {
    expect(findZodOnRoutes(withZod, ['src/routes/renamed-page.tsx'])).toEqual([
      'src/routes/renamed-page.tsx: no chunk holds it',
    ]);
  });
});

describe('the build step', () => {
  let project: ViteTestProject;

  beforeAll(async () => {
    // Incompressible, so gzip keeps it large: over the budget if it were counted.
    let seed = 1;
    const noise = Array.from({ length: 30_000 }, () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return (seed % 36).toString(36);
    }).join('');
    project = await createViteTestProject('js-budget', {
      'src/main.js': [
        "import { shared } from './shared.js';",
        'shared();',
        "window.addEventListener('click', () => Promise.all([import('./page.js'), import('./other.js')]));",
      ].join('\n'),
      'src/shared.js': `export const shared = () => console.log(${JSON.stringify('x'.repeat(2_000))});\n`,
      'src/page.js': "import { shared } from './shared.js';\nexport default () => shared();\n",
      'src/other.js': `export default () => console.log(${JSON.stringify(noise)});\n`,
    });
  });

  afterAll(() => project.remove());

  const buildWith = (budgetBytes: number) =>
    project.build([jsBudget({ routeModules: ['src/page.js'], budgetBytes })], { write: false });

  it('fails the build over the budget with the chunk names', async () => {
    await expect(buildWith(100)).rejects.toThrow(
      /OVER the ceiling[\s\S]*assets\/index-[\w-]+\.js[\s\S]*assets\/page-[\w-]+\.js/,
    );
  });

  it('passes within the budget, a dynamic import the first page does not load left out', async () => {
    await expect(buildWith(10_000)).resolves.toBeDefined();
  });
});
