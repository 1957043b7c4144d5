/** What the back office's membership use cases need. */
import type { Database } from '../../db/database.ts';

export interface MembershipsAdminDeps {
  db: Database;
  clock: () => Date;
}
