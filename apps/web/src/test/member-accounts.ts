/**
 * Member accounts and membership drafts made through the real test API, as the earlier steps of
 * a visitor would have made them, so a member or membership page test starts where they arrive.
 */
import { memberSessionResponseSchema, type MemberSession } from '@shop/core/member-api';
import { membershipsResponseSchema, type Membership } from '@shop/core/membership-api';
import { inject } from 'vitest';
import { storageKeys } from '../lib/storage.ts';

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

export const DEMO_MEMBER = { email: 'demo@wasatchlegacy.org', password: 'Powder2026!' };
export const NEW_PASSWORD = 'Snowfall2026';

let accounts = 0;

/** A unique address per test, so accounts never collide across tests and runs. */
export function uniqueEmail(name = 'member'): string {
  accounts += 1;
  return `${name}.${Date.now().toString(36)}.${accounts}@example.org`;
}

/** A new account (household of one), registered and logged in through the API. */
export async function registerMember(
  overrides: Partial<{ firstName: string; lastName: string; email: string }> = {},
): Promise<MemberSession> {
  const answer = await call('POST', '/memberships/register', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    password: NEW_PASSWORD,
    ...overrides,
  });
  return memberSessionResponseSchema.parse(answer).data.attributes;
}

/** The demo member (Dana Powell, with Jordan and Riley), logged in through the API. */
export async function logInDemoMember(): Promise<MemberSession> {
  const answer = await call('POST', '/login', DEMO_MEMBER);
  return memberSessionResponseSchema.parse(answer).data.attributes;
}

/** Puts a session in storage as the login page would: the visitor is logged in. */
export function storeSession(session: MemberSession): void {
  window.localStorage.setItem(storageKeys.member, JSON.stringify(session));
}

/** A demo membership by its display name ('Family Pass'). */
export async function findMembership(displayName: string): Promise<Membership> {
  const answer = membershipsResponseSchema.parse(await call('GET', '/memberships/memberships'));
  const membership = answer.data.find(
    (resource) => resource.attributes.displayName === displayName,
  );
  if (!membership) throw new Error(`The demo data has no membership ${displayName}`);
  return membership.attributes;
}

export interface DraftPassHolder {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** Whose draft it is: a logged-in member's session, or a guest's name (no member id). */
type DraftOwner = {
  primaryMemberId: MemberSession['primaryMemberId'] | null;
  primaryMember: Pick<MemberSession['primaryMember'], 'firstName' | 'lastName'>;
};

/**
 * Stores the order info the details (and add-ons) steps would have stored for this member: the
 * account holder's details, and new pass holders.
 */
export function storeMembershipDraft(
  membership: Membership,
  session: DraftOwner,
  {
    secondaryMembers = [],
    addOnMembers = [],
    addOnItems = {},
    primaryEmail = '',
  }: {
    secondaryMembers?: DraftPassHolder[];
    addOnMembers?: (DraftPassHolder & { centamanId: string })[];
    addOnItems?: Record<string, number>;
    /** The e-mail given on the details step, which a guest must give. */
    primaryEmail?: string;
  } = {},
): void {
  const draft = {
    membershipId: membership.id,
    memberId: session.primaryMemberId,
    primaryMember: {
      firstName: session.primaryMember.firstName,
      lastName: session.primaryMember.lastName,
      dateOfBirth: '1985-03-15',
      phone: '801-555-0199',
      email: primaryEmail,
      address: {
        streetAddress1: '1 Main St',
        city: 'Park City',
        state: 'UT',
        zip: '84060',
        country: 'UNITED STATES',
      },
    },
    secondaryMembers: secondaryMembers.map((member) => ({ holder: 'new', ...member })),
    addOnMembers: addOnMembers.map((member) => ({ holder: 'new', ...member })),
    addOnItems,
    donationAmount: 0,
    coupon: null,
  };
  window.localStorage.setItem(storageKeys.membershipOrder, JSON.stringify(draft));
}

export const threeChildren: DraftPassHolder[] = [
  { firstName: 'Bo', lastName: 'Lovelace', dateOfBirth: '2012-01-01' },
  { firstName: 'Cy', lastName: 'Lovelace', dateOfBirth: '2014-01-01' },
  { firstName: 'Di', lastName: 'Lovelace', dateOfBirth: '2016-01-01' },
];
