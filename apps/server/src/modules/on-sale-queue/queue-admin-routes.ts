/**
 * An activity's on-sale queue in the back office (issue 34, decision 104): set its opening, its
 * rate and the length of a turn; see how many joined, were let through and bought a turn; end it,
 * and the activity sells to everyone again. Set again after it ended, it starts afresh.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityParamsSchema } from '@shop/core/catalogue-api';
import {
  adminOnSaleQueueResponseSchema,
  onSaleQueueBodySchema,
  queueTexts,
  type AdminOnSaleQueue,
  type OnSaleQueueBody,
} from '@shop/core/queue-api';
import { instantToShopWallTime, shopWallTimeToInstant } from '@shop/core/shop-time';
import { queryRows, type Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { recordAudit } from '../audit/index.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { MEMBERSHIPS_SCOPE } from './queue-gate.ts';

const tags = ['on-sale queue (back office)'];
const security = staffSessionSecurity;

const adminRow = z.object({
  opens_at: z.coerce.date(),
  admit_per_minute: z.number(),
  pass_minutes: z.number(),
  drawn_at: z.coerce.date().nullable(),
  admitted: z.coerce.number(),
  joined: z.number(),
  passes: z.number(),
});

/** An activity's queue by its id, or the memberships' by 0 (MEMBERSHIPS_SCOPE). */
async function readAdminQueue(
  db: Pick<Database, 'execute'>,
  scope: number,
): Promise<AdminOnSaleQueue | null> {
  const [row] = await queryRows(
    db,
    sql`select q.opens_at, q.admit_per_minute, q.pass_minutes, q.drawn_at, q.admitted,
          (select count(*)::int from queue_visitors v where v.queue_id = q.id) as joined,
          (select count(*)::int from queue_visitors v
            where v.queue_id = q.id and v.pass_issued_at is not null) as passes
        from on_sale_queues q where coalesce(q.activity_id, 0) = ${scope} and q.ended_at is null`,
  );
  if (!row) return null;
  const queue = adminRow.parse(row);
  const wall = instantToShopWallTime(queue.opens_at);
  return {
    opensAt: queue.opens_at.toISOString(),
    opensOn: wall.date,
    opensAtTime: wall.time,
    admitPerMinute: queue.admit_per_minute,
    passMinutes: queue.pass_minutes,
    drawnAt: queue.drawn_at?.toISOString() ?? null,
    joined: queue.joined,
    admitted: Math.floor(queue.admitted),
    passes: queue.passes,
  };
}

/**
 * Sets the activity's queue. Before its draw everything may change (a new opening voids the
 * tickets handed out, which name it); after, only the rate and the length of a turn.
 */
async function scheduleQueue(db: Database, scope: number, body: OnSaleQueueBody, now: Date) {
  const opensAt = shopWallTimeToInstant(body.opensOn, body.opensAtTime);
  return db.transaction(async (tx) => {
    if (scope !== MEMBERSHIPS_SCOPE) {
      const [activity] = await queryRows(tx, sql`select 1 from activities where id = ${scope}`);
      if (!activity) throw notFound('Activity');
    }
    const before = await readAdminQueue(tx, scope);
    const [live] = await queryRows<{ id: number; opens_at: Date | string; drawn: boolean }>(
      tx,
      sql`select id, opens_at, drawn_at is not null as drawn from on_sale_queues
          where coalesce(activity_id, 0) = ${scope} for update`,
    );
    const sameOpening = live && new Date(live.opens_at).getTime() === opensAt.getTime();
    // A live queue keeps its visitors when only its rate or its turns change.
    const keep = live !== undefined && before !== null && sameOpening;
    if (live?.drawn && before && !sameOpening)
      throw new AppError('conflict', queueTexts.openedAlready);
    if (!keep && opensAt <= now)
      throw new AppError('validation_failed', queueTexts.opensInPast, {
        fields: { opensAtTime: [queueTexts.opensInPast] },
      });
    const at = now.toISOString();
    if (keep) {
      await tx.execute(sql`update on_sale_queues set admit_per_minute = ${body.admitPerMinute},
          pass_minutes = ${body.passMinutes}, updated_at = ${at}::timestamptz where id = ${live.id}`);
    } else {
      // A queue not yet drawn, or one that ended, starts afresh: its visitors are forgotten.
      if (live) await tx.execute(sql`delete from on_sale_queues where id = ${live.id}`);
      await tx.execute(sql`insert into on_sale_queues
          (activity_id, opens_at, admit_per_minute, pass_minutes, created_at, updated_at)
          values (${scope === MEMBERSHIPS_SCOPE ? null : scope}, ${opensAt.toISOString()}::timestamptz, ${body.admitPerMinute},
            ${body.passMinutes}, ${at}::timestamptz, ${at}::timestamptz)`);
    }
    return { before, after: (await readAdminQueue(tx, scope))! };
  });
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type Deps = { db: Database; clock: () => Date };

/** Whose queue a route names: an activity's (`/activities/{id}/...`) or the memberships'. */
interface QueueTarget {
  path: string;
  params?: typeof activityParamsSchema;
  guards: { read: Guard; schedule: Guard; end: Guard };
  what: string;
  scopeOf(params: unknown): number;
  /** The audit log's entity: the activity, or the memberships (id 0). */
  entity: 'activity' | 'membership';
}
type Guard = ReturnType<typeof requireStaff>;

const activityTarget: QueueTarget = {
  path: '/activities/:id/on-sale-queue',
  params: activityParamsSchema,
  guards: {
    read: requireStaff('GET /api/v1/admin/activities/:id/on-sale-queue'),
    schedule: requireStaff('PUT /api/v1/admin/activities/:id/on-sale-queue'),
    end: requireStaff('DELETE /api/v1/admin/activities/:id/on-sale-queue'),
  },
  what: "the activity's",
  scopeOf: (params) => activityParamsSchema.parse(params).id,
  entity: 'activity',
};

const membershipsTarget: QueueTarget = {
  path: '/memberships/on-sale-queue',
  guards: {
    read: requireStaff('GET /api/v1/admin/memberships/on-sale-queue'),
    schedule: requireStaff('PUT /api/v1/admin/memberships/on-sale-queue'),
    end: requireStaff('DELETE /api/v1/admin/memberships/on-sale-queue'),
  },
  what: "the memberships'",
  scopeOf: () => MEMBERSHIPS_SCOPE,
  entity: 'membership',
};

function registerRead(app: App, deps: Deps, target: QueueTarget) {
  app.get(
    target.path,
    {
      onRequest: target.guards.read,
      schema: {
        tags,
        summary: `The on-sale queue of ${target.what} sale while it is on, with its counts; null when none`,
        ...(target.params ? { params: target.params } : {}),
        security,
        response: { 200: adminOnSaleQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await readAdminQueue(deps.db, target.scopeOf(request.params)) }),
  );
}

function registerSchedule(app: App, deps: Deps, target: QueueTarget) {
  app.put(
    target.path,
    {
      onRequest: target.guards.schedule,
      schema: {
        tags,
        summary: `Puts ${target.what} sale on at a set time through a queue (audited)`,
        description:
          'Until the opening anything may change; after it only the rate and the length of a turn (409 for a new opening).',
        ...(target.params ? { params: target.params } : {}),
        body: onSaleQueueBodySchema,
        security,
        response: {
          200: adminOnSaleQueueResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const now = deps.clock();
      const scope = target.scopeOf(request.params);
      const { before, after } = await scheduleQueue(deps.db, scope, request.body, now);
      await recordAudit(deps.db, {
        staffId: sessionOf(request).staffId,
        action: 'queue.schedule',
        entity: target.entity,
        entityId: scope,
        before,
        after: request.body,
        at: now,
      });
      return { data: after };
    },
  );
}

function registerEnd(app: App, deps: Deps, target: QueueTarget) {
  app.delete(
    target.path,
    {
      onRequest: target.guards.end,
      schema: {
        tags,
        summary: `Ends the queue: ${target.what} sale is open to everyone again (audited)`,
        ...(target.params ? { params: target.params } : {}),
        security,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      const scope = target.scopeOf(request.params);
      const ended = await queryRows(
        deps.db,
        sql`update on_sale_queues set ended_at = ${now.toISOString()}::timestamptz
            where coalesce(activity_id, 0) = ${scope} and ended_at is null returning id`,
      );
      if (ended.length === 0) throw notFound('On-sale queue');
      await recordAudit(deps.db, {
        staffId: sessionOf(request).staffId,
        action: 'queue.end',
        entity: target.entity,
        entityId: scope,
        before: null,
        after: null,
        at: now,
      });
      return reply.code(204).send(null);
    },
  );
}

export const queueAdminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const target of [activityTarget, membershipsTarget]) {
      registerRead(app, deps, target);
      registerSchedule(app, deps, target);
      registerEnd(app, deps, target);
    }
  };
