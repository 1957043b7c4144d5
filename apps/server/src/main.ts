/**
 * Starts the shop: settings, database and migrations, demo data, then one server process, or
 * WEB_CONCURRENCY of them sharing the port (run-cluster.ts).
 */
import cluster from 'node:cluster';
import { loadEnvFileIfPresent, loadSettings, SettingsError } from './config/settings.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { redactDatabaseError } from './db/redact-database-error.ts';
import { readClusterMetrics } from './observability/cluster-metrics.ts';
import { isPreparedByPrimary, runClusterPrimary } from './run-cluster.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { serveShop } from './serve-shop.ts';
import {
  createTotpSecretBoxFromSettings,
  sealStoredTotpSecrets,
  TotpKeyError,
} from './modules/staff/index.ts';
import type { Settings } from './config/settings.ts';

/** Opens the database, migrates it and writes the demo data: once per start, in one process. */
async function prepareDatabase(settings: Settings): Promise<DatabaseHandle> {
  const database = await openDatabase(settings);
  await database.migrate();
  await sealTotpSecrets(settings, database);
  if (settings.SEED_DEMO_DATA) await seedDemoData(database.db, { today: new Date() });
  return database;
}

/**
 * Encrypts two-factor secrets stored in clear by an earlier version and checks the key opens the
 * others (decision 075); a wrong key stops the start as a bad setting does.
 */
async function sealTotpSecrets(settings: Settings, database: DatabaseHandle): Promise<void> {
  try {
    await sealStoredTotpSecrets(database.db, createTotpSecretBoxFromSettings(settings));
  } catch (error) {
    if (!(error instanceof TotpKeyError)) throw error;
    await database.close();
    throw new SettingsError(`Invalid settings:\n  ${error.message}`);
  }
}

async function main(): Promise<void> {
  loadEnvFileIfPresent();
  const settings = loadSettings();
  if (settings.WEB_CONCURRENCY === 1) return serveShop(settings, await prepareDatabase(settings));
  if (cluster.isPrimary) return runClusterPrimary(settings, prepareDatabase);
  if (!isPreparedByPrimary()) throw new Error('a cluster worker started without its primary');
  await serveShop(settings, await openDatabase(settings), { clusterMetrics: readClusterMetrics() });
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
