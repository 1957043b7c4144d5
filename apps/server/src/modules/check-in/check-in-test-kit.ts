/** What the check-in tests share: an order's codes with their sessions, and the audit entries. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';

export interface PlaceCode {
  code: string;
  sessionId: number;
  ticketType: string;
  attendee: string | null;
  inOrder: boolean;
}

/** The codes issued for an order, with each place's session, by ticket and place. */
export function codesOf(t: TestApp, orderId: number): Promise<PlaceCode[]> {
  return queryRows<PlaceCode>(
    t.database.db,
    sql`select c.code, l.activity_time_id as "sessionId", k.display_name as "ticketType",
          t.attendee->>'firstName' as attendee, (o.cart_id = l.cart_id) as "inOrder"
        from ticket_codes c
        join orders o on o.id = c.order_id
        join line_item_tickets t on t.id = c.line_item_ticket_id
        join line_items l on l.id = t.line_item_id
        join tickets k on k.id = t.ticket_id
        where c.order_id = ${orderId} order by c.line_item_ticket_id, c.n`,
  );
}

export function auditEntriesOf(t: TestApp, action: string, entityId: number) {
  return queryRows<{ staffId: number; before: unknown; after: unknown }>(
    t.database.db,
    sql`select staff_id as "staffId", before, after from audit_log
        where action = ${action} and entity_id = ${String(entityId)} order by id`,
  );
}
