/**
 * Rows to the back office's JSON, and bodies to rows: prices are dollars in JSON and cents in
 * the database, tax rates percent in JSON and basis points in the database, a draft is an
 * inactive activity (decision 043).
 */
import { centsToDollars, dollarsToCents } from '@shop/core/money';
import { taxBpsToPercent, taxPercentToBps } from '@shop/core/tax-rate';
import type {
  ActivityChange,
  AdminActivity,
  AdminActivitySummary,
  AdminTicket,
  AdminVenue,
  TicketChange,
  UdfBody,
} from '@shop/core/admin-catalogue-api';
import type {
  ActivityLists,
  ActivityRow,
  NewActivity,
  NewTicket,
  NewUdf,
  TicketRow,
  UdfRow,
  VenueRow,
} from './catalogue-admin-repository.ts';

export function toAdminVenue(row: VenueRow, activityCount: number): AdminVenue {
  return { ...row, activityCount };
}

export function toAdminTicket(row: TicketRow): AdminTicket {
  const { priceCents, taxRateBps, ...rest } = row;
  return {
    ...rest,
    price: centsToDollars(priceCents),
    taxRatePercent: taxBpsToPercent(taxRateBps),
  };
}

/** The columns a ticket body sets; absent fields are left as they are. */
export function toTicketValues(body: TicketChange): Partial<NewTicket> {
  const { price, taxRatePercent, centamanId, costRateId, ...rest } = body;
  return {
    ...rest,
    ...(price === undefined ? {} : { priceCents: dollarsToCents(price) }),
    ...(taxRatePercent === undefined ? {} : { taxRateBps: taxPercentToBps(taxRatePercent) }),
    ...(centamanId ? { centamanId } : {}),
    ...(costRateId ? { costRateId } : {}),
  };
}

const toAdminUdf = (row: UdfRow) => {
  const { activityId: _activityId, attendeeUdf: _attendeeUdf, position: _position, ...rest } = row;
  return rest;
};

export function toAdminActivity(
  row: ActivityRow & { venueName: string },
  lists: ActivityLists,
): AdminActivity {
  return {
    ...row,
    published: row.active,
    defaultStartDate: row.defaultStartDate ?? null,
    bookingUdfs: lists.udfs.filter((udf) => !udf.attendeeUdf).map(toAdminUdf),
    attendeeUdfs: lists.udfs.filter((udf) => udf.attendeeUdf).map(toAdminUdf),
    waivers: lists.waivers.map(({ id, waiverName, waiverLink }) => ({
      id,
      waiverName,
      waiverLink,
    })),
    linkedActivityIds: lists.linkedActivityIds,
    tickets: lists.tickets.map(toAdminTicket),
  };
}

export function toActivitySummary(
  row: ActivityRow & { venueName: string; ticketCount: number },
): AdminActivitySummary {
  return {
    id: row.id,
    displayName: row.displayName,
    venueId: row.venueId,
    venueName: row.venueName,
    timed: row.timed,
    published: row.active,
    onDisplay: row.onDisplay,
    archived: row.archived,
    position: row.position,
    ticketCount: row.ticketCount,
    thumbnail: row.thumbnail,
  };
}

/** The activity's own columns a body sets; the lists are saved apart. */
export function toActivityValues(body: ActivityChange): Partial<NewActivity> {
  const {
    published,
    bookingUdfs: _booking,
    attendeeUdfs: _attendee,
    waivers: _waivers,
    linkedActivityIds: _links,
    centamanId,
    centamanDescription,
    ...rest
  } = body;
  return {
    ...rest,
    ...(published === undefined ? {} : { active: published }),
    ...(centamanId ? { centamanId } : {}),
    ...(centamanDescription === undefined
      ? {}
      : { centamanDescription: centamanDescription ?? '' }),
  };
}

export function toUdfValues(list: UdfBody[]): NewUdf[] {
  return list.map((udf, position) => ({
    ...udf,
    fieldLength: udf.fieldLength ?? null,
    options: udf.options,
    position,
  }));
}
