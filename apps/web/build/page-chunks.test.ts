import { describe, expect, it } from 'vitest';
import { createPageKindFinder, groupByPageKind } from './page-chunks.ts';

/** A module graph as Rolldown's chunking context reads it: each module and its static importers. */
function graph(importers: Record<string, string[]>, entries: string[]) {
  return {
    getModuleInfo: (id: string) =>
      id in importers
        ? ({ id, importers: importers[id], isEntry: entries.includes(id) } as never)
        : null,
  };
}

const app = '/app/src';
const kinds = [
  { name: 'shell', modules: ['src/root.tsx'] },
  { name: 'calendar', modules: ['src/routes/calendar-page.tsx'] },
  { name: 'cart', modules: ['src/routes/cart-page.tsx'] },
  { name: 'shared', modules: [], isShared: true },
];

describe('page kinds', () => {
  const context = graph(
    {
      [`${app}/root.tsx`]: [],
      [`${app}/routes/calendar-page.tsx`]: [],
      [`${app}/routes/admin-page.tsx`]: [],
      [`${app}/routes/cart-page.tsx`]: [],
      [`${app}/money.ts`]: [
        `${app}/day.tsx`,
        `${app}/routes/cart-page.tsx`,
        `${app}/admin-table.tsx`,
      ],
      [`${app}/header.tsx`]: [`${app}/root.tsx`],
      [`${app}/cn.ts`]: [`${app}/header.tsx`, `${app}/routes/calendar-page.tsx`],
      [`${app}/calendar.tsx`]: [`${app}/routes/calendar-page.tsx`],
      [`${app}/date-field.tsx`]: [`${app}/calendar.tsx`, `${app}/routes/admin-page.tsx`],
      [`${app}/day.tsx`]: [`${app}/calendar.tsx`],
      [`${app}/admin-table.tsx`]: [`${app}/routes/admin-page.tsx`],
      ['/app/node_modules/aria/button.js']: [`${app}/header.tsx`],
    },
    [
      `${app}/root.tsx`,
      `${app}/routes/calendar-page.tsx`,
      `${app}/routes/cart-page.tsx`,
      `${app}/routes/admin-page.tsx`,
    ],
  );
  const findKind = createPageKindFinder(kinds);
  const name = (id: string) => findKind(id, context)?.name ?? null;

  it('puts what the shell imports, directly or not, in the shell: every page loads it', () => {
    expect(name(`${app}/header.tsx`)).toBe('shell');
    // Also the calendar's.
    expect(name(`${app}/cn.ts`)).toBe('shell');
  });

  it('puts what only one kind of page imports in that kind', () => {
    expect(name(`${app}/calendar.tsx`)).toBe('calendar');
    expect(name(`${app}/day.tsx`)).toBe('calendar');
  });

  it('puts what pages of two kinds or more import in the shared chunk, whoever else imports it', () => {
    expect(name(`${app}/money.ts`)).toBe('shared');
  });

  it('leaves to Rolldown route modules, libraries, and what another page imports too', () => {
    expect(name(`${app}/routes/calendar-page.tsx`)).toBeNull();
    expect(name(`${app}/admin-table.tsx`)).toBeNull();
    // The admin page would load the whole calendar's chunk for it.
    expect(name(`${app}/date-field.tsx`)).toBeNull();
    expect(name('/app/node_modules/aria/button.js')).toBeNull();
  });

  it('gives the earlier kind the higher priority, each group naming only its own modules', () => {
    const [shell, calendar, , shared] = groupByPageKind(kinds);
    expect(shell!.priority).toBeGreaterThan(calendar!.priority!);
    const nameIn = (group: typeof shell, id: string) =>
      (group!.name as (id: string, graph: typeof context) => string | null)(id, context);
    expect(nameIn(shell, `${app}/header.tsx`)).toBe('shell');
    expect(nameIn(shell, `${app}/day.tsx`)).toBeNull();
    expect(nameIn(calendar, `${app}/day.tsx`)).toBe('calendar');
    expect(nameIn(shared, `${app}/money.ts`)).toBe('shared');
    expect(nameIn(calendar, `${app}/money.ts`)).toBeNull();
  });
});
