/** How the membership form reads its native inputs into the core schema's values. */
import type { AdminMembership, MembershipBody } from '@shop/core/membership-admin-api';

/** A typed number; an empty field is NaN, which the schema names 'Must be a number'. */
export const asNumber = { setValueAs: (value: unknown) => (value === '' ? NaN : Number(value)) };
export const asNumberOrNull = {
  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
};
export const asTextOrNull = {
  setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null),
};

export const emptyMembership: MembershipBody = {
  centamanId: '',
  name: '',
  package: null,
  displayName: '',
  description: '',
  location: null,
  membershipImage: null,
  position: 0,
  active: true,
  main: false,
  featured: false,
  addOn: false,
  primaryOptions: { centamanId: '', displayName: 'Primary Member', price: 0 },
  taxRatePercent: 0,
  secondaryOptions: null,
  durationMonths: 12,
  waiverLink: null,
  addOns: [],
};

export const emptyAddOn: MembershipBody['addOns'][number] = {
  centamanId: '',
  kind: 'member',
  displayName: '',
  description: null,
  price: 0,
  taxRatePercent: 0,
  maxQuantity: null,
  active: true,
};

/** The form's values of a listed membership, to change it. */
export function membershipToForm(membership: AdminMembership): MembershipBody {
  const { id: _id, orders: _orders, ...body } = membership;
  return body;
}
