/**
 * The demo's member accounts, each a household with a password (in the source: demo data only)
 * and a complimentary pass: Dana Powell's Family Pass from the seed's day, and Casey Morgan's
 * Dual Pass that began 340 days before it, so the shop shows a renewal from its first start (the
 * account's "Renew", the reminder 30 days before the end, a renewal running on from the expiry).
 */
import type { Database } from '../db/database.ts';
import { createMembersRepository } from '../modules/members/members-repository.ts';
import { hashPassword } from '../modules/members/password-hashing.ts';
import { normaliseEmail } from '../modules/members/secret-tokens.ts';
import { seedDemoMemberPass } from './demo-member-pass.ts';

export const DEMO_MEMBER_EMAIL = 'demo@wasatchlegacy.org';
export const DEMO_MEMBER_PASSWORD = 'Powder2026!';
export const DEMO_RENEWAL_EMAIL = 'renewal@wasatchlegacy.org';
export const DEMO_RENEWAL_PASSWORD = 'Sunrise2026!';

const DAY_MS = 86_400_000;

interface DemoAccount {
  email: string;
  password: string;
  primary: { firstName: string; lastName: string; dateOfBirth: string; phone: string };
  family: { firstName: string; lastName: string; dateOfBirth: string }[];
  /** The product's code, and how many days before the seed's day its pass began. */
  pass: { product: string; daysAgo: number };
}

const demoAccounts: DemoAccount[] = [
  {
    email: DEMO_MEMBER_EMAIL,
    password: DEMO_MEMBER_PASSWORD,
    primary: {
      firstName: 'Dana',
      lastName: 'Powell',
      dateOfBirth: '1984-03-17',
      phone: '801-555-0142',
    },
    family: [
      { firstName: 'Jordan', lastName: 'Powell', dateOfBirth: '1986-09-02' },
      { firstName: 'Riley', lastName: 'Powell', dateOfBirth: '2014-12-20' },
    ],
    pass: { product: 'family-pass', daysAgo: 0 },
  },
  {
    email: DEMO_RENEWAL_EMAIL,
    password: DEMO_RENEWAL_PASSWORD,
    primary: {
      firstName: 'Casey',
      lastName: 'Morgan',
      dateOfBirth: '1979-06-05',
      phone: '801-555-0177',
    },
    family: [{ firstName: 'Sam', lastName: 'Morgan', dateOfBirth: '1981-01-23' }],
    pass: { product: 'dual-pass', daysAgo: 340 },
  },
];

/** One demo household with its account; answers the primary member, or none if it exists. */
async function seedDemoAccount(db: Database, account: DemoAccount): Promise<void> {
  const repository = createMembersRepository(db);
  const email = normaliseEmail(account.email);
  if (await repository.findCredentialByEmail(email)) return;
  const passwordHash = await hashPassword(account.password);
  const alreadySeeded = new Error('The demo member was seeded by another process');
  await repository
    .transaction(async (tx) => {
      const primary = await repository.insertHousehold(tx, {
        ...account.primary,
        email: account.email,
        country: 'UNITED STATES',
        streetAddress1: '3419 Olympic Pkwy',
        city: 'Park City',
        state: 'UT',
        zip: '84098',
      });
      const created = await repository.insertCredential(tx, {
        memberId: primary.id,
        email,
        passwordHash,
        now: new Date(),
      });
      // Another process seeding at the same moment won: roll this household back.
      if (!created) throw alreadySeeded;
      for (const member of account.family) {
        await repository.insertSecondaryMember(tx, primary.householdId, member);
      }
    })
    .catch((error: unknown) => {
      if (error !== alreadySeeded) throw error;
    });
}

/** The demo accounts and their passes; a household that has a membership order keeps it. */
export async function seedDemoAccounts(
  db: Database,
  productIds: Map<string, number>,
  today: Date,
): Promise<void> {
  for (const account of demoAccounts) {
    await seedDemoAccount(db, account);
    const credential = await createMembersRepository(db).findCredentialByEmail(
      normaliseEmail(account.email),
    );
    const membershipId = productIds.get(account.pass.product);
    if (!credential || membershipId === undefined) continue;
    await seedDemoMemberPass(db, {
      primaryMemberId: credential.memberId,
      membershipId,
      today: new Date(today.getTime() - account.pass.daysAgo * DAY_MS),
    });
  }
}
