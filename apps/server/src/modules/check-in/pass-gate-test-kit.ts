/**
 * What the pass gate's tests share (issue 31): activities, sessions and a membership product of
 * their own, with its entitlements set here (the demo data gives products none), and pass
 * holders with their cards, written as a membership order leaves them. Used by tests only, on
 * the test app's database or a server process's.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Entitlements } from '@shop/core/membership-entitlements';
import { queryRows, type Database } from '../../db/database.ts';
import { findCardsInUse, issuePassCards, replaceEntitlements } from '../passes/index.ts';

async function insertedId(db: Database, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, statement);
  return Number(row!.id);
}

/** An activity of a venue of its own, timed or not, on display. */
export async function insertGateActivity(
  db: Database,
  activity: { name: string; timed: boolean },
): Promise<number> {
  const key = randomUUID();
  const venueId = await insertedId(
    db,
    sql`insert into venues (name, slug, display_name)
        values (${`Gate venue ${key}`}, ${`gate-${key}`}, 'Gate venue') returning id`,
  );
  return insertedId(
    db,
    sql`insert into activities (venue_id, centaman_id, display_name, date_selection_type, timed)
        values (${venueId}, ${`gate-${key}`}, ${activity.name}, 'dropdown_select',
          ${activity.timed}) returning id`,
  );
}

/** A session of an activity, with places sold already when given. */
export async function insertGateSession(
  db: Database,
  session: { activityId: number; startsAt: Date; endsAt: Date; capacity: number; sold?: number },
): Promise<number> {
  const name = `Gate session ${session.startsAt.toISOString()}`;
  return insertedId(
    db,
    sql`insert into activity_times (centaman_id, booking_type_id, activity_id, name,
          display_name, starts_at, ends_at, capacity, sold)
        values (${`gate-${randomUUID()}`}, 'gate', ${session.activityId}, ${name}, ${name},
          ${session.startsAt.toISOString()}::timestamptz, ${session.endsAt.toISOString()}::timestamptz,
          ${session.capacity}, ${session.sold ?? 0}) returning id`,
  );
}

/** A membership product named `name` that includes these activities. */
export async function insertPassProduct(
  db: Database,
  product: { name: string; includedActivityIds: number[] },
): Promise<number> {
  const key = `gate-${randomUUID()}`;
  const membershipId = await insertedId(
    db,
    sql`insert into memberships (centaman_id, name, display_name, primary_centaman_id,
          primary_display_name, price_cents)
        values (${key}, ${product.name}, ${product.name}, ${key}, ${product.name}, 9900)
        returning id`,
  );
  const entitlements: Entitlements = {
    includedActivityIds: product.includedActivityIds,
    memberPrices: [],
    guestPassesPerTerm: 0,
  };
  await db.transaction((tx) => replaceEntitlements(tx, membershipId, entitlements));
  return membershipId;
}

export interface TestPassHolder {
  memberId: number;
  memberCode: string;
  name: string;
  /** The card in use's code. */
  code: string;
  passId: number;
}

/**
 * A household's primary member holding a pass of the product from `startsOn` to `expiresOn`,
 * with the card a membership order issues.
 */
export async function insertPassHolder(
  db: Database,
  holder: { membershipId: number; firstName: string; startsOn: string; expiresOn: string },
): Promise<TestPassHolder> {
  const householdId = await insertedId(db, sql`insert into households default values returning id`);
  const [member] = await queryRows<{ id: number; member_code: string }>(
    db,
    sql`insert into members (household_id, member_code, first_name, last_name, is_primary)
        values (${householdId}, 'M' || nextval('member_code_seq')::text, ${holder.firstName},
          'Skier', true)
        returning id, member_code`,
  );
  const memberId = Number(member!.id);
  const orderId = await insertedId(
    db,
    sql`insert into membership_orders (token, receipt, membership_id, household_id,
          primary_member_id, email, first_name, last_name, subtotal_before_discounts_cents,
          discount_cents, tax_cents, donation_cents, total_paid_cents, items)
        values (${randomUUID()}, ${`G${randomUUID().slice(0, 8)}`}, ${holder.membershipId},
          ${householdId}, ${memberId}, ${`${randomUUID()}@example.org`}, ${holder.firstName},
          'Skier', 9900, 0, 0, 0, 9900, '[]'::jsonb)
        returning id`,
  );
  const passId = await insertedId(
    db,
    sql`insert into member_memberships (member_id, membership_order_id, membership_id,
          membership_type_id, role, starts_on, expires_on)
        values (${memberId}, ${orderId}, ${holder.membershipId}, 'gate', 'primary',
          ${holder.startsOn}::date, ${holder.expiresOn}::date)
        returning id`,
  );
  await issuePassCards(db, [memberId]);
  const card = (await findCardsInUse(db, [memberId])).get(memberId)!;
  return {
    memberId,
    memberCode: member!.member_code,
    name: `${holder.firstName} Skier`,
    code: card.code,
    passId,
  };
}
