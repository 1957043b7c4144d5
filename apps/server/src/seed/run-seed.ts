/** `npm run seed`: migrates and seeds the configured database with demo data (idempotent). */
import {
  loadEnvFileIfPresent,
  loadSettings,
  SettingsError,
  type Settings,
} from '../config/settings.ts';
import { openDatabase } from '../db/database.ts';
import { seedDemoData } from './demo-data.ts';

function loadSeedSettings(): Settings {
  try {
    // Seeding demo data is what this script is for: production refuses it as it would at start.
    return loadSettings({ ...process.env, SEED_DEMO_DATA: 'true' });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

loadEnvFileIfPresent();
const settings = loadSeedSettings();
const database = await openDatabase(settings);
try {
  await database.migrate();
  await seedDemoData(database.db, { today: new Date() });
  console.log(
    `Demo data seeded into ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${settings.DATA_DIR}`}.`,
  );
} finally {
  await database.close();
}
