/**
 * Demo memberships (DESIGN section 6): an individual, a dual and a family pass with included and
 * paid family members and a parking add-on, a retired pass, a museum pass without add-ons, what
 * each entitles (demo-entitlements.ts), membership promo codes, and a demo member account whose
 * household (the primary member and two family members) holds a current Family Pass
 * (demo-member-pass.ts). Idempotent: rows have natural keys, and existing rows (and the demo
 * account) are left as they are.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { coupons, membershipAddOns, memberships } from '../db/schema.ts';
import { seedDemoEntitlements } from './demo-entitlements.ts';
import { seedDemoAccounts } from './demo-accounts.ts';

export {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
  DEMO_RENEWAL_EMAIL,
  DEMO_RENEWAL_PASSWORD,
} from './demo-accounts.ts';

interface DemoAddOn {
  centamanId: string;
  kind: 'member' | 'item';
  displayName: string;
  description: string;
  priceCents: number;
  taxRateBps?: number;
  maxQuantity?: number;
}

interface DemoMembership {
  centamanId: string;
  displayName: string;
  packageName: string;
  description: string;
  priceCents: number;
  primaryCentamanId: string;
  primaryDisplayName: string;
  secondary?: { centamanId: string; displayName: string; maxQuantity: number };
  addOns: DemoAddOn[];
  main?: boolean;
  featured?: boolean;
  active?: boolean;
}

const parking = (code: string): DemoAddOn => ({
  centamanId: `${code}-parking`,
  kind: 'item',
  displayName: 'Season Parking Pass',
  description: 'Parking at every venue for the season, one per pass holder',
  priceCents: 4000,
  taxRateBps: 725,
});

export const demoMemberships: DemoMembership[] = [
  {
    centamanId: 'individual-pass',
    displayName: 'Individual Pass',
    packageName: 'Individual',
    description:
      'A year of unlimited museum admission, public skating and Nordic trail access for one adult, with member prices on lessons and tours.',
    priceCents: 8900,
    primaryCentamanId: 'individual-primary',
    primaryDisplayName: 'Individual Pass',
    addOns: [parking('individual')],
    main: true,
  },
  {
    centamanId: 'dual-pass',
    displayName: 'Dual Pass',
    packageName: 'Dual',
    description:
      'Everything in the Individual Pass for two adults of the same household: the account holder and one more adult.',
    priceCents: 14900,
    primaryCentamanId: 'dual-primary',
    primaryDisplayName: 'Dual Pass',
    secondary: { centamanId: 'dual-member', displayName: 'Second Adult', maxQuantity: 1 },
    addOns: [parking('dual')],
    main: true,
  },
  {
    centamanId: 'family-pass',
    displayName: 'Family Pass',
    packageName: 'Family',
    description:
      'A year of visits for the whole family: the account holder plus up to 3 family members included, and more family members at $45 each.',
    priceCents: 19900,
    primaryCentamanId: 'family-primary',
    primaryDisplayName: 'Family Pass',
    secondary: { centamanId: 'family-member', displayName: 'Family Member', maxQuantity: 3 },
    addOns: [
      {
        centamanId: 'family-extra-member',
        kind: 'member',
        displayName: 'Additional Family Member',
        description: 'Each family member beyond the 3 included',
        priceCents: 4500,
        maxQuantity: 6,
      },
      parking('family'),
    ],
    main: true,
    featured: true,
  },
  {
    centamanId: 'founders-circle',
    displayName: "Founders' Circle (retired)",
    packageName: 'Founders',
    description: 'No longer offered.',
    priceCents: 50000,
    primaryCentamanId: 'founders-primary',
    primaryDisplayName: "Founders' Circle",
    addOns: [],
    active: false,
  },
  {
    // No add-ons: its buyers go from the member details straight to billing.
    centamanId: 'museum-pass',
    displayName: 'Museum Pass',
    packageName: 'Museum',
    description:
      'A year of admission to the Alf Engen Ski Museum and the heritage exhibits for one adult, with free parking at both museums.',
    priceCents: 4900,
    primaryCentamanId: 'museum-primary',
    primaryDisplayName: 'Museum Pass',
    addOns: [],
  },
];

async function seedMembershipProducts(db: Database): Promise<Map<string, number>> {
  await db
    .insert(memberships)
    .values(
      demoMemberships.map((membership, position) => ({
        centamanId: membership.centamanId,
        name: membership.displayName,
        package: membership.packageName,
        displayName: membership.displayName,
        description: membership.description,
        active: membership.active ?? true,
        main: membership.main ?? false,
        featured: membership.featured ?? false,
        location: 'All Wasatch Legacy venues',
        membershipImage: `/images/memberships/${membership.centamanId}.svg`,
        position: position + 1,
        primaryCentamanId: membership.primaryCentamanId,
        primaryDisplayName: membership.primaryDisplayName,
        priceCents: membership.priceCents,
        secondaryCentamanId: membership.secondary?.centamanId ?? null,
        secondaryDisplayName: membership.secondary?.displayName ?? null,
        secondaryMaxQuantity: membership.secondary?.maxQuantity ?? 0,
        waiverLink: 'https://waivers.wasatchlegacy.org/membership',
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: memberships.id, centamanId: memberships.centamanId })
    .from(memberships);
  const ids = new Map(rows.map((row) => [row.centamanId, row.id]));
  const addOnRows = demoMemberships.flatMap((membership) =>
    membership.addOns.map((addOn, position) => ({
      membershipId: ids.get(membership.centamanId)!,
      centamanId: addOn.centamanId,
      kind: addOn.kind,
      displayName: addOn.displayName,
      description: addOn.description,
      priceCents: addOn.priceCents,
      taxRateBps: addOn.taxRateBps ?? 0,
      maxQuantity: addOn.maxQuantity ?? null,
      position,
    })),
  );
  if (addOnRows.length > 0)
    await db.insert(membershipAddOns).values(addOnRows).onConflictDoNothing();
  return ids;
}

async function seedMembershipCoupons(db: Database, ids: Map<string, number>): Promise<void> {
  await db
    .insert(coupons)
    .values([
      {
        code: 'FAMILY20',
        description: '20% off the Family Pass',
        productArea: 'Memberships' as const,
        kind: 'percent' as const,
        percent: 20,
        membershipId: ids.get('family-pass')!,
      },
      {
        code: 'PASS25',
        description: '$25 off any membership',
        productArea: 'Memberships' as const,
        kind: 'fixed' as const,
        amountCents: 2500,
      },
      {
        code: 'COMPPASS',
        description: 'A complimentary membership',
        productArea: 'Memberships' as const,
        kind: 'percent' as const,
        percent: 100,
      },
    ])
    .onConflictDoNothing();
}

/** Seeds the demo memberships; `today` is the seed's day, on which the demo member's pass starts. */
export async function seedDemoMemberships(db: Database, options: { today: Date }): Promise<void> {
  const ids = await seedMembershipProducts(db);
  await seedDemoEntitlements(db, ids);
  await seedMembershipCoupons(db, ids);
  await seedDemoAccounts(db, ids, options.today);
}

/** The id of a demo membership by its centamanId, for tests. */
export async function findDemoMembershipId(db: Database, centamanId: string): Promise<number> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.centamanId, centamanId));
  if (!row) throw new Error(`No demo membership ${centamanId}`);
  return row.id;
}
