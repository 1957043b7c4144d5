/** `npm run seed`: migrates and seeds the configured database (idempotent). */
import { loadEnvFileIfPresent, loadSettings } from '../config/settings.ts';
import { openDatabase } from '../db/database.ts';
import { seedDemoData } from './demo-data.ts';

loadEnvFileIfPresent();
const settings = loadSettings();
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
