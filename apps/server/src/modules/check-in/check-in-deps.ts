/** What the gate's use cases take: the database, the clock and when check-in opens. */
import type { Database } from '../../db/database.ts';

export interface CheckInDeps {
  db: Database;
  clock: () => Date;
  /** How long before a session's start its tickets admit, on its day (`CHECK_IN_OPENS_MINUTES`). */
  checkInOpensMinutes: number;
}
