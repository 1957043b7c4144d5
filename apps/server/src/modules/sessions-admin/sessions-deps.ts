/** What every session use case takes: the database and the clock. */
import type { Database } from '../../db/database.ts';

export interface SessionsDeps {
  db: Database;
  clock: () => Date;
}
