/**
 * One server process: the HTTP server and the background jobs on an open database, stopped
 * gracefully on SIGINT or SIGTERM. Every job is safe to run in several processes at once
 * (decision 028), so each process of a cluster runs them all.
 */
import type { Settings } from './config/settings.ts';
import type { DatabaseHandle } from './db/database.ts';
import { buildApp } from './app.ts';
import { createTestClock } from './http/test-clock.ts';
import type { ClusterMetrics } from './observability/cluster-metrics.ts';
import { flushErrorReports, startErrorReports } from './observability/error-reports.ts';
import { createCatalogueRepository } from './modules/catalogue/catalogue-repository.ts';
import { createOfferReader } from './modules/catalogue/read-offer.ts';
import { createMailer } from './modules/notifications/mailer.ts';
import { forgetPastEntries, offerFreedPlaces } from './modules/waitlist/index.ts';
import { advanceQueues } from './modules/on-sale-queue/index.ts';
import { createOutboxHandlers } from './worker/outbox-handlers.ts';
import { createPaymentRecovery } from './worker/recover-payments.ts';
import { startWorker } from './worker/start-worker.ts';

export async function serveShop(
  settings: Settings,
  database: DatabaseHandle,
  options: { clusterMetrics?: ClusterMetrics } = {},
): Promise<void> {
  startErrorReports(settings);
  // One clock for the requests and the background jobs: a test clock's advance moves both.
  const testClock = settings.TEST_CLOCK_ENABLED ? createTestClock() : undefined;
  const clock = testClock?.now ?? (() => new Date());
  const app = await buildApp({
    settings,
    db: database.db,
    poolStats: database.poolStats,
    clusterMetrics: options.clusterMetrics,
    clock,
    testClock,
  });
  if (testClock) app.log.warn('TEST_CLOCK_ENABLED: POST /api/test/clock moves this clock forward');
  app.log.info(
    database.kind === 'postgres'
      ? 'database: PostgreSQL (DATABASE_URL)'
      : `database: embedded PGlite in ${settings.DATA_DIR}`,
  );

  // The offers' rounds read their sessions' offers through one reader, made once.
  const waitlistReadOffer = createOfferReader(createCatalogueRepository(database.db), clock);
  const worker = startWorker({
    db: database.db,
    log: app.log,
    clock,
    holdSweepSeconds: settings.HOLD_SWEEP_SECONDS,
    renewalReminderSeconds: settings.RENEWAL_REMINDER_SECONDS,
    waitlistOffers: {
      // Each round first forgets the entries of sessions long past, then offers.
      offer: async () => {
        await forgetPastEntries(database.db, clock(), settings.WAITLIST_KEEP_DAYS);
        return offerFreedPlaces({
          db: database.db,
          readOffer: waitlistReadOffer,
          clock,
          offerHours: settings.WAITLIST_OFFER_HOURS,
        });
      },
      seconds: settings.WAITLIST_OFFER_SECONDS,
    },
    queueAdvance: {
      advance: () => advanceQueues(database.db, clock()),
      seconds: settings.QUEUE_ADVANCE_SECONDS,
    },
    recovery: createPaymentRecovery({
      db: database.db,
      gateway: app.paymentGateway,
      clock,
      graceSeconds: settings.PAYMENT_RECOVERY_GRACE_SECONDS,
      log: app.log,
    }),
    outbox: {
      handlers: createOutboxHandlers({ db: database.db, settings, mailer: createMailer(settings) }),
      pollSeconds: settings.OUTBOX_POLL_SECONDS,
      maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
    },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, settings.SHUTDOWN_GRACE_MS);
    forced.unref();
    await app.close();
    await worker.stop();
    await database.close();
    await flushErrorReports();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: settings.HOST, port: settings.PORT });
}
