/**
 * The probes a process manager or load balancer asks: `GET /health/live` answers while the
 * process can answer at all; `GET /health/ready` only when the database answers and holds every
 * migration this build ships, so traffic reaches a process only once it can serve it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { migrationsFolder, queryRows, type Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

const probeAnswerSchema = z.object({ data: z.object({ status: z.literal('ok') }) });
const ok = { data: { status: 'ok' as const } };

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })) });

/** How many migrations this build ships (drizzle's journal beside the SQL files). */
function countShippedMigrations(): number {
  const journal = readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return journalSchema.parse(JSON.parse(journal)).entries.length;
}

async function countAppliedMigrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return row?.applied ?? 0;
}

export function registerHealthProbes(app: FastifyInstance, { db }: { db: Database }): void {
  const shipped = countShippedMigrations();
  const probe = { config: { rateLimit: false }, schema: { response: { 200: probeAnswerSchema } } };

  app.get('/health/live', probe, async () => ok);

  app.get('/health/ready', probe, async () => {
    const applied = await countAppliedMigrations(db).catch(() => {
      throw new AppError('service_unavailable', 'The database does not answer.');
    });
    if (applied < shipped) {
      throw new AppError(
        'service_unavailable',
        `The database has ${applied} of this build's ${shipped} migrations.`,
      );
    }
    return ok;
  });
}
