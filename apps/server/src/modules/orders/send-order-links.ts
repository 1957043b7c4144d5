/**
 * "E-mail me my order links" (issue 31, decision 092): a visitor without an account gives an
 * address, and the orders booked with it are e-mailed there. The answer is the same whether or
 * not the address has orders, so it tells nobody which addresses booked; requests are counted per
 * address and per client before anything is read (429 past the limit).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { ORDER_LINKS_KIND } from './order-links-email.ts';

export interface SendOrderLinksDeps {
  db: Database;
  /** Counts the request for the e-mail and the client; throws a 429 error past either limit. */
  countRequest: (email: string, address: string | undefined) => Promise<void>;
}

/** Queues the order-links e-mail when the address booked any ticket order; else nothing. */
export async function sendOrderLinks(
  deps: SendOrderLinksDeps,
  rawEmail: string,
  address: string | undefined,
): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  await deps.countRequest(email, address);
  // One statement: the message is queued only if an order exists, so the answer's time and
  // shape are alike either way.
  await queryRows(
    deps.db,
    sql`insert into outbox (kind, payload)
      select ${ORDER_LINKS_KIND}, jsonb_build_object('email', ${email}::text)
      where exists (select 1 from orders where lower(email) = ${email})
      returning id`,
  );
}
