import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { listOutboxMessages } from '../modules/notifications/file-outbox.ts';
import { insertTestOrder } from '../modules/notifications/insert-test-order.ts';
import {
  createMailer,
  UndeliverableMessageError,
  type Mailer,
} from '../modules/notifications/mailer.ts';
import { createTestApp, testSettings, type TestApp } from '../test/test-app.ts';
import { deliverDueMessages, retryDelayMs, type OutboxHandler } from './deliver-outbox.ts';
import { createOutboxHandlers } from './outbox-handlers.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { startWorker } from './start-worker.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-worker-test-'));
  // Each test starts from an empty outbox.
  await t.database.db.delete(outbox);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const SECOND = 1000;
let now = new Date('2026-12-01T15:00:00Z');
const clock = () => now;

function handlersWith(mailer: Mailer) {
  return createOutboxHandlers({
    db: t.database.db,
    settings: testSettings({ DATA_DIR: dataDir }),
    mailer,
    clock,
  });
}

function deliver(handlers: Record<string, OutboxHandler>, maxAttempts = 8) {
  return deliverDueMessages({
    repository: createOutboxRepository(t.database.db),
    handlers,
    clock,
    log: t.app.log,
    maxAttempts,
  });
}

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

async function queue(kind: string, payload: Record<string, unknown> = {}) {
  const [row] = await t.database.db
    .insert(outbox)
    .values({ kind, payload, nextAttemptAt: now })
    .returning();
  return row!.id;
}

const failingMailer: Mailer = {
  send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587')),
};

describe('outbox delivery', () => {
  it('retries a message the mailer could not send, backing off, and marks it failed after the last attempt', async () => {
    now = new Date('2026-12-01T15:00:00Z');
    const { outboxId } = await insertTestOrder(t);
    const handlers = handlersWith(failingMailer);

    expect(await deliver(handlers, 3)).toEqual({ sent: 0, retry: 1, failed: 0 });
    expect(await rowOf(outboxId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + 30 * SECOND),
      lastError: 'Error: connect ECONNREFUSED 127.0.0.1:587',
      sentAt: null,
    });

    // Not due yet: nothing is tried.
    now = new Date(now.getTime() + 29 * SECOND);
    expect(await deliver(handlers, 3)).toEqual({ sent: 0, retry: 0, failed: 0 });

    now = new Date(now.getTime() + SECOND);
    expect(await deliver(handlers, 3)).toEqual({ sent: 0, retry: 1, failed: 0 });
    expect(await rowOf(outboxId)).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(now.getTime() + 60 * SECOND),
    });

    now = new Date(now.getTime() + 60 * SECOND);
    expect(await deliver(handlers, 3)).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect(await rowOf(outboxId)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Error: connect ECONNREFUSED 127.0.0.1:587',
    });

    now = new Date(now.getTime() + 24 * 3600 * SECOND);
    expect(await deliver(handlers, 3)).toEqual({ sent: 0, retry: 0, failed: 0 });
  });

  it('sends a message that failed once when it is retried, and writes it once', async () => {
    now = new Date('2026-12-01T15:00:00Z');
    const { outboxId } = await insertTestOrder(t);
    const fileMailer = createMailer(testSettings({ DATA_DIR: dataDir }), clock);
    let calls = 0;
    const flaky: Mailer = {
      send: (message) => (++calls === 1 ? failingMailer.send(message) : fileMailer.send(message)),
    };
    const handlers = handlersWith(flaky);

    await deliver(handlers);
    now = new Date(now.getTime() + 30 * SECOND);
    expect(await deliver(handlers)).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(await rowOf(outboxId)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      sentAt: now,
    });
    expect(await listOutboxMessages(dataDir)).toHaveLength(1);
  });

  it('drops a message’s secrets once it is sent or failed for good, and keeps them for a retry', async () => {
    now = new Date('2026-12-01T15:00:00Z');
    const payload = { to: 'ada@example.org', secrets: { link: 'https://shop.example/s3cret' } };
    const sent = await queue('send', payload);
    const retried = await queue('flaky', payload);
    const failed = await queue('undeliverable', payload);
    const links: unknown[] = [];
    await deliver({
      send: async (message) => void links.push((message.secrets as { link: string }).link),
      flaky: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587')),
      undeliverable: () => Promise.reject(new UndeliverableMessageError('No such mailbox')),
    });

    expect(links).toEqual(['https://shop.example/s3cret']);
    expect(await rowOf(sent)).toMatchObject({ status: 'sent', payload: { to: 'ada@example.org' } });
    expect(await rowOf(failed)).toMatchObject({
      status: 'failed',
      payload: { to: 'ada@example.org' },
    });
    for (const id of [sent, failed])
      expect(JSON.stringify((await rowOf(id)).payload)).not.toContain('s3cret');
    expect(await rowOf(retried)).toMatchObject({ status: 'pending', payload });
  });

  it('keeps no value of a failed query in the error it records', async () => {
    const id = await queue('lookup', { email: 'ada@example.org' });
    const handlers = {
      lookup: async (payload: Record<string, unknown>) => {
        await t.database.db.execute(sql`select ${payload.email}::int`);
      },
    };
    expect(await deliver(handlers)).toEqual({ sent: 0, retry: 1, failed: 0 });
    const { lastError } = await rowOf(id);
    expect(lastError).toBe(
      'Error: Failed query: select $1::int (invalid input syntax for type integer: "[redacted]")',
    );
    expect(lastError).not.toContain('ada@example.org');
  });

  it('backs off from 30 seconds, doubling, to at most an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / SECOND)).toEqual([
      30, 60, 120, 240, 1920, 3600, 3600,
    ]);
  });

  it('fails a message of an unknown kind at once, naming the kind', async () => {
    const id = await queue('membership-welcome');
    expect(await deliver({})).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "No handler for outbox kind 'membership-welcome'",
    });
  });

  it('fails a confirmation for an order that does not exist at once, without retrying', async () => {
    const id = await queue('order-confirmation', { orderId: 999_999 });
    expect(await deliver(handlersWith(failingMailer))).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect((await rowOf(id)).lastError).toBe(
      'UndeliverableMessageError: Order 999999 does not exist',
    );
  });

  it('gives each message to one deliverer only when several run at once', async () => {
    const ids = await Promise.all([0, 1, 2, 3, 4].map((n) => queue('count', { n })));
    const seen: number[] = [];
    const handlers = {
      count: async (payload: Record<string, unknown>) => {
        seen.push(payload.n as number);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    const results = await Promise.all([deliver(handlers), deliver(handlers), deliver(handlers)]);

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(5);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries a message whose deliverer stopped mid-send once its lease has run out', async () => {
    now = new Date('2026-12-01T15:00:00Z');
    const id = await queue('count');
    const repository = createOutboxRepository(t.database.db);
    // A process claims the message, then dies before settling it.
    await repository.claimNextDue(now, new Date(now.getTime() + 300 * SECOND));
    const handlers = { count: async () => {} };

    expect(await deliver(handlers)).toEqual({ sent: 0, retry: 0, failed: 0 });
    now = new Date(now.getTime() + 300 * SECOND);
    expect(await deliver(handlers)).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('runs in the worker, and stopping the worker waits for the message being sent', async () => {
    now = new Date('2026-12-01T15:00:00Z');
    const id = await queue('slow');
    let release: () => void = () => {};
    let started: () => void = () => {};
    const sending = new Promise<void>((resolve) => (started = resolve));
    const handlers = {
      slow: () => {
        started();
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const worker = startWorker({
      db: t.database.db,
      log: t.app.log,
      clock,
      holdSweepSeconds: 3600,
      outbox: { handlers, pollSeconds: 0.02, maxAttempts: 8 },
    });
    await sending;

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
