/**
 * Membership rows to the back office's shape and back; prices are cents and tax rates basis
 * points in the rows, dollars and percent in the shape.
 */
import type {
  AdminMembership,
  MembershipAddOnBody,
  MembershipFields,
} from '@shop/core/membership-admin-api';
import { centsToDollars, dollarsToCents } from '@shop/core/money';
import { taxBpsToPercent, taxPercentToBps } from '@shop/core/tax-rate';
import type {
  AddOnColumns,
  AddOnRow,
  MembershipColumns,
  MembershipRecord,
} from './memberships-admin-repository.ts';

function toAddOnBody(row: AddOnRow): MembershipAddOnBody {
  return {
    centamanId: row.centamanId,
    kind: row.kind,
    displayName: row.displayName,
    description: row.description,
    price: centsToDollars(row.priceCents),
    taxRatePercent: taxBpsToPercent(row.taxRateBps),
    maxQuantity: row.maxQuantity,
    active: row.active,
  };
}

export function toMembershipFields({ row, addOns }: MembershipRecord): MembershipFields {
  return {
    centamanId: row.centamanId,
    name: row.name,
    package: row.package,
    displayName: row.displayName,
    description: row.description,
    location: row.location,
    membershipImage: row.membershipImage,
    position: row.position,
    active: row.active,
    main: row.main,
    featured: row.featured,
    addOn: row.addOn,
    primaryOptions: {
      centamanId: row.primaryCentamanId,
      displayName: row.primaryDisplayName,
      price: centsToDollars(row.priceCents),
    },
    taxRatePercent: taxBpsToPercent(row.taxRateBps),
    // As the shop reads it: no code or no member included is no secondary option.
    secondaryOptions:
      row.secondaryCentamanId && row.secondaryMaxQuantity > 0
        ? {
            centamanId: row.secondaryCentamanId,
            displayName: row.secondaryDisplayName ?? row.secondaryCentamanId,
            maxQuantity: row.secondaryMaxQuantity,
          }
        : null,
    durationMonths: row.durationMonths,
    waiverLink: row.waiverLink,
    addOns: addOns.map(toAddOnBody),
  };
}

export function toAdminMembership(record: MembershipRecord): AdminMembership {
  return { ...toMembershipFields(record), id: record.row.id, orders: record.orders };
}

/** The membership's columns of the fields sent (its add-ons are written apart). */
export function toMembershipColumns(fields: Partial<MembershipFields>): Partial<MembershipColumns> {
  const { primaryOptions, secondaryOptions, addOns: _addOns, taxRatePercent, ...plain } = fields;
  const columns: Partial<MembershipColumns> = { ...plain };
  if (taxRatePercent !== undefined) columns.taxRateBps = taxPercentToBps(taxRatePercent);
  if (primaryOptions) {
    columns.primaryCentamanId = primaryOptions.centamanId;
    columns.primaryDisplayName = primaryOptions.displayName;
    columns.priceCents = dollarsToCents(primaryOptions.price);
  }
  if (secondaryOptions !== undefined) {
    columns.secondaryCentamanId = secondaryOptions?.centamanId ?? null;
    columns.secondaryDisplayName = secondaryOptions?.displayName ?? null;
    columns.secondaryMaxQuantity = secondaryOptions?.maxQuantity ?? 0;
  }
  return columns;
}

/** The add-ons' columns, positioned in the order sent. */
export function toAddOnColumns(addOns: MembershipAddOnBody[]): AddOnColumns[] {
  return addOns.map(({ price, taxRatePercent, ...addOn }, index) => ({
    ...addOn,
    priceCents: dollarsToCents(price),
    taxRateBps: taxPercentToBps(taxRatePercent),
    position: index,
  }));
}
