/** What the back office's coupon use cases need. */
import type { Database } from '../../db/database.ts';

export interface CouponsAdminDeps {
  db: Database;
  clock: () => Date;
}
