/**
 * What the demo membership products entitle (decision 088), as their descriptions promise: the
 * Individual, Dual and Family passes include the museum, public skating and the Nordic trails,
 * with member prices on lessons and tours and guest passes; the Museum Pass includes the museum
 * and the heritage exhibit. A product already given entitlements (by an earlier seed or by the
 * back office) keeps them; only one that entitles nothing is given the demo's.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Entitlements } from '@shop/core/membership-entitlements';
import type { Database } from '../db/database.ts';
import { activities, memberships, tickets } from '../db/schema.ts';
import { readEntitlements, replaceEntitlements } from '../modules/passes/index.ts';

interface DemoEntitlements {
  /** Activities by code. */
  included: string[];
  /** Ticket types by code: a percent off or a member price in cents. */
  memberPrices: ({ ticket: string } & ({ percentOff: number } | { memberPriceCents: number }))[];
  guestPasses: number;
}

const everyVisit: DemoEntitlements = {
  included: ['museum-admission', 'public-skate', 'trail-pass'],
  memberPrices: [
    { ticket: 'skate-class', memberPriceCents: 2000 },
    ...['snowshoe-adult', 'snowshoe-child', 'zipline-adult', 'zipline-child'].map((ticket) => ({
      ticket,
      percentOff: 20,
    })),
  ],
  guestPasses: 2,
};

/** By membership code; the retired Founders' Circle entitles nothing. */
export const demoEntitlements: Record<string, DemoEntitlements> = {
  'individual-pass': everyVisit,
  'dual-pass': everyVisit,
  'family-pass': { ...everyVisit, guestPasses: 4 },
  'museum-pass': {
    included: ['museum-admission', 'heritage-exhibit'],
    memberPrices: [],
    guestPasses: 0,
  },
};

const isNothing = (entitlements: Entitlements) =>
  entitlements.includedActivityIds.length === 0 &&
  entitlements.memberPrices.length === 0 &&
  entitlements.guestPassesPerTerm === 0;

/** The demo's entitlements in ids; codes the catalogue does not have are left out. */
async function resolveDemoEntitlements(db: Database, demo: DemoEntitlements) {
  const codes = demo.memberPrices.map((price) => price.ticket);
  const [activityRows, ticketRows] = await Promise.all([
    db
      .select({ id: activities.id, code: activities.centamanId })
      .from(activities)
      .where(inArray(activities.centamanId, demo.included)),
    codes.length === 0
      ? []
      : db
          .select({ id: tickets.id, code: tickets.centamanId })
          .from(tickets)
          .where(inArray(tickets.centamanId, codes)),
  ]);
  const activityIds = new Map(activityRows.map((row) => [row.code, row.id]));
  const ticketIds = new Map(ticketRows.map((row) => [row.code, row.id]));
  return {
    includedActivityIds: demo.included.flatMap((code) => activityIds.get(code) ?? []),
    memberPrices: demo.memberPrices.flatMap((price): Entitlements['memberPrices'] => {
      const ticketId = ticketIds.get(price.ticket);
      if (ticketId === undefined) return [];
      return 'percentOff' in price
        ? [{ ticketId, percentOff: price.percentOff, memberPriceCents: null }]
        : [{ ticketId, percentOff: null, memberPriceCents: price.memberPriceCents }];
    }),
    guestPassesPerTerm: demo.guestPasses,
  } satisfies Entitlements;
}

export async function seedDemoEntitlements(db: Database, ids: Map<string, number>) {
  for (const [code, demo] of Object.entries(demoEntitlements)) {
    const membershipId = ids.get(code);
    if (membershipId === undefined) continue;
    const entitlements = await resolveDemoEntitlements(db, demo);
    await db.transaction(async (tx) => {
      // Under the product's lock, so a second seeding process sees what the first wrote.
      await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(eq(memberships.id, membershipId))
        .for('update');
      const current = (await readEntitlements(tx, [membershipId])).get(membershipId)!;
      if (isNothing(current)) await replaceEntitlements(tx, membershipId, entitlements);
    });
  }
}
