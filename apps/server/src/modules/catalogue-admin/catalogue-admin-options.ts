/** What the catalogue use cases are given. */
import type { Database } from '../../db/database.ts';

export interface CatalogueAdminOptions {
  db: Database;
  clock: () => Date;
}

/** A code for a record made in the back office, where the ticketing system gave none. */
export function newCentamanId(kind: 'activity' | 'ticket'): string {
  return `${kind}-${crypto.randomUUID().slice(0, 13)}`;
}
