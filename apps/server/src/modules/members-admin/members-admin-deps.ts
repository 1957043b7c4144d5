/** What the back office's member use cases need, wired in app.ts. */
import type { Database } from '../../db/database.ts';

export interface MembersAdminDeps {
  db: Database;
  clock: () => Date;
  /** Where a reset link points, and how long it lives (the members module's settings). */
  publicUrl: string;
  passwordResetMinutes: number;
}
