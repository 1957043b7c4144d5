/** What the gate's use cases take: the database and the clock. */
import type { Database } from '../../db/database.ts';

export interface CheckInDeps {
  db: Database;
  clock: () => Date;
}
