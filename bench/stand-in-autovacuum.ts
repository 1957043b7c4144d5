/**
 * Autovacuum's job, done by the runner while a load runs, when the database has it off (as the
 * development and CI PostgreSQL on this machine do). Production keeps autovacuum on.
 *
 * Without it a table that starts the load nearly empty (holds, line_item_tickets) keeps its
 * first statistics while it grows to tens of thousands of rows; every server connection keeps
 * the plans it made then, sequential scans of a few rows, and each statement ends up reading the
 * whole table. That measures a database nobody runs. Autovacuum analyzes a table once more than
 * 50 rows + 10% of it changed, and vacuums it once 50 + 20% of it are dead rows; this does the
 * same, checking every `naptimeMs` (autovacuum's default naptime is a minute; a bench phase is
 * twenty seconds, so the check is more frequent, as a busy production table would be analyzed
 * long before a sale reaches it).
 */
import type { BenchServer } from './bench-scenario.ts';

const DEFAULT_NAPTIME_MS = 2_000;

export interface AutovacuumStandIn {
  /** Tables analyzed and vacuumed, by name, while it ran. */
  stop(): Promise<{ analyzed: Record<string, number>; vacuumed: Record<string, number> }>;
}

/** Starts the stand-in when the database is PostgreSQL with autovacuum off; else does nothing. */
export async function startAutovacuumStandIn(
  server: Pick<BenchServer, 'sql'>,
  naptimeMs = DEFAULT_NAPTIME_MS,
): Promise<AutovacuumStandIn> {
  const sql = server.sql;
  const analyzed: Record<string, number> = {};
  const vacuumed: Record<string, number> = {};
  const idle = { stop: async () => ({ analyzed, vacuumed }) };
  if (!sql) return idle;
  const [setting] = await sql<{ autovacuum: string }>('show autovacuum');
  if (setting?.autovacuum === 'on') return idle;

  const check = async () => {
    const due = await sql<{ relname: string; analyze: boolean; vacuum: boolean }>(
      `select relname,
              n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze,
              n_dead_tup > 50 + 0.2 * n_live_tup as vacuum
       from pg_stat_user_tables where schemaname = 'public'`,
    );
    for (const table of due) {
      // Names come from the catalogue; quoted all the same.
      const name = `"${table.relname.replaceAll('"', '""')}"`;
      if (table.vacuum) {
        await sql(`vacuum (analyze) ${name}`);
        vacuumed[table.relname] = (vacuumed[table.relname] ?? 0) + 1;
        analyzed[table.relname] = (analyzed[table.relname] ?? 0) + 1;
      } else if (table.analyze) {
        await sql(`analyze ${name}`);
        analyzed[table.relname] = (analyzed[table.relname] ?? 0) + 1;
      }
    }
  };

  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await check().catch((error: unknown) => console.warn('bench: autovacuum stand-in:', error));
      await new Promise((resolve) => setTimeout(resolve, naptimeMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { analyzed, vacuumed };
    },
  };
}
