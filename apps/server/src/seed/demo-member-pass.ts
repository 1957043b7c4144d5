/**
 * The demo member's household holds a current Family Pass (decision 088), so a newcomer logging
 * in sees a valid pass and a card for each of its members: a complimentary order (the COMPPASS
 * code, its use counted) dated the seed's day, and a pass for each member from that Denver day
 * for the product's months, written as a shop order writes them (cards issued with the passes).
 * Idempotent: a household that has any membership order is left as it is.
 */
import { asc, count, desc, eq } from 'drizzle-orm';
import { priceMembership } from '@shop/core/membership-pricing';
import { shopDateAt } from '@shop/core/shop-time';
import type { Database } from '../db/database.ts';
import { coupons, members, membershipOrders } from '../db/schema.ts';
import type { Transaction } from '../db/transaction.ts';
import { generateSecretToken } from '../modules/members/secret-tokens.ts';
import { toPriceList, toStoredItem } from '../modules/memberships/memberships-mappers.ts';
import {
  createMembershipsRepository,
  type MembershipsRepository,
  type MembershipWithAddOns,
} from '../modules/memberships/memberships-repository.ts';
import { passEndDate } from '../modules/memberships/write-membership-order-step.ts';

const COMPLIMENTARY_CODE = 'COMPPASS';

interface DemoPassInput {
  /** The demo account's primary member. */
  primaryMemberId: number;
  membershipId: number;
  /** The seed's "today": the order's time, and the pass's first Denver day. */
  today: Date;
}

/** The household's members, primary first, locked: a second seeding process waits here. */
async function lockHousehold(tx: Transaction, primaryMemberId: number) {
  const [primary] = await tx.select().from(members).where(eq(members.id, primaryMemberId));
  if (!primary) return [];
  return tx
    .select()
    .from(members)
    .where(eq(members.householdId, primary.householdId))
    .orderBy(desc(members.isPrimary), asc(members.id))
    .for('update');
}

async function hasMembershipOrder(tx: Transaction, householdId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(membershipOrders)
    .where(eq(membershipOrders.householdId, householdId));
  return Number(row?.n ?? 0) > 0;
}

async function findComplimentaryCoupon(tx: Transaction) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, COMPLIMENTARY_CODE));
  return row;
}

/** The order as the shop prices it: the pass and its included members, all taken off by the code. */
function priceDemoOrder(product: MembershipWithAddOns, secondaryCount: number, percent: number) {
  const price = priceMembership(toPriceList(product), {
    secondaryCount,
    addOns: [],
    coupon: {
      code: COMPLIMENTARY_CODE,
      kind: 'percent',
      percent,
      amountCents: null,
      membershipId: null,
    },
  });
  if (!price.ok) throw new Error(`The demo pass cannot be priced: ${price.problem.message}`);
  return price;
}

type Member = typeof members.$inferSelect;

interface DemoPassWrite {
  tx: Transaction;
  repository: MembershipsRepository;
  product: MembershipWithAddOns;
  /** Primary first. */
  household: [Member, ...Member[]];
}

async function writeDemoOrder({ tx, repository, product, household }: DemoPassWrite, at: Date) {
  const [primary] = household;
  const coupon = await findComplimentaryCoupon(tx);
  if (!coupon?.percent || !(await repository.useCoupon(tx, coupon.id, at))) return null;
  const { items, totals } = priceDemoOrder(product, household.length - 1, coupon.percent);
  return repository.insertOrder(tx, {
    token: generateSecretToken(),
    membershipId: product.id,
    householdId: primary.householdId,
    primaryMemberId: primary.id,
    email: primary.email ?? '',
    firstName: primary.firstName,
    lastName: primary.lastName,
    phone: primary.phone,
    paymentMethod: null,
    chargeTransactionToken: null,
    subtotalBeforeDiscountsCents: totals.subtotalBeforeDiscountsCents,
    discountCents: totals.discountCents,
    taxCents: totals.taxCents,
    donationCents: totals.donationCents,
    totalPaidCents: totals.totalCents,
    couponCode: COMPLIMENTARY_CODE,
    items: items.map(toStoredItem),
    createdAt: at,
  });
}

/** A pass for each member (a card with it), and each member's row naming the pass, as an order does. */
async function writeDemoPasses(
  { tx, repository, product, household }: DemoPassWrite,
  order: { id: number; startsOn: string },
) {
  const holders = household.map((member, index) => ({
    member,
    role: index === 0 ? ('primary' as const) : ('secondary' as const),
    type:
      index === 0
        ? product.primaryCentamanId
        : (product.secondaryCentamanId ?? product.primaryCentamanId),
  }));
  await repository.insertPasses(
    tx,
    holders.map(({ member, role, type }) => ({
      memberId: member.id,
      membershipOrderId: order.id,
      membershipId: product.id,
      membershipTypeId: type,
      role,
      startsOn: order.startsOn,
      expiresOn: passEndDate(order.startsOn, product.durationMonths),
    })),
  );
  for (const { member, type } of holders)
    await tx.update(members).set({ membershipTypeId: type }).where(eq(members.id, member.id));
}

export async function seedDemoMemberPass(db: Database, input: DemoPassInput): Promise<void> {
  const repository = createMembershipsRepository(db);
  const product = await repository.findMembership(input.membershipId);
  if (!product) return;
  await db.transaction(async (tx) => {
    const [primary, ...others] = await lockHousehold(tx, input.primaryMemberId);
    if (!primary || (await hasMembershipOrder(tx, primary.householdId))) return;
    const write: DemoPassWrite = { tx, repository, product, household: [primary, ...others] };
    const order = await writeDemoOrder(write, input.today);
    if (order) await writeDemoPasses(write, { id: order.id, startsOn: shopDateAt(input.today) });
  });
}
