/** Starts the shop: settings, database and migrations, demo data, HTTP server, graceful stop. */
import { loadEnvFileIfPresent, loadSettings, SettingsError } from './config/settings.ts';
import { openDatabase } from './db/database.ts';
import { redactDatabaseError } from './db/redact-database-error.ts';
import { buildApp } from './app.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { createMailer } from './modules/notifications/mailer.ts';
import { createOutboxHandlers } from './worker/outbox-handlers.ts';
import { createPaymentRecovery } from './worker/recover-payments.ts';
import { startWorker } from './worker/start-worker.ts';

async function main(): Promise<void> {
  loadEnvFileIfPresent();
  const settings = loadSettings();
  const database = await openDatabase(settings);
  await database.migrate();
  if (settings.SEED_DEMO_DATA) await seedDemoData(database.db, { today: new Date() });

  const app = await buildApp({ settings, db: database.db, poolStats: database.poolStats });
  app.log.info(
    database.kind === 'postgres'
      ? 'database: PostgreSQL (DATABASE_URL)'
      : `database: embedded PGlite in ${settings.DATA_DIR}`,
  );

  const clock = () => new Date();
  const worker = startWorker({
    db: database.db,
    log: app.log,
    holdSweepSeconds: settings.HOLD_SWEEP_SECONDS,
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
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: settings.HOST, port: settings.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) {
    console.error(error.message);
  } else {
    // A failed migration or seed must not print the values of its query either.
    console.error(redactDatabaseError(error));
  }
  process.exit(1);
});
