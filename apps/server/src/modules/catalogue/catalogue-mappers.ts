/** Database rows to the API shapes of SPEC section 3. Money leaves as decimal dollars here. */
import type { Activity, ActivityTime, Ticket, Udf, Venue } from '@shop/core/catalogue';
import { centsToDollars } from '@shop/core/money';
import { formatClockTime, instantToShopWallTime, isTimeAvailable } from '@shop/core/shop-time';
import type {
  ActivityRow,
  SessionWithLiveHeld,
  TicketRow,
  UdfRow,
  VenueRow,
} from './catalogue-repository.ts';

export function toVenue(row: VenueRow): Venue {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    displayName: row.displayName,
    address: row.address,
    streetAddress: row.streetAddress,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    logo: row.logo,
    locationMap: row.locationMap,
    mobileLocationMap: row.mobileLocationMap,
    emailLocationMap: row.emailLocationMap,
    locationMarker: row.locationMarker,
    googleMapLink: row.googleMapLink,
    waiverLink: row.waiverLink,
    faqLink: row.faqLink,
    position: row.position,
  };
}

export function toUdf(row: UdfRow): Udf {
  return {
    id: row.id,
    active: row.active,
    attendeeUdf: row.attendeeUdf,
    fieldLength: row.fieldLength,
    fieldName: row.fieldName,
    fieldType: row.fieldType,
    inputType: row.inputType,
    label: row.label,
    options: row.options.map((option) => option.trim()),
    tabName: row.tabName,
    udfGroupName: row.udfGroupName,
    udfType: row.udfType,
    isRequired: row.isRequired,
  };
}

export function toActivity(
  row: ActivityRow,
  udfRows: UdfRow[],
  links: { id: number; defaultStartDate: string | null }[],
): Activity {
  return {
    id: row.id,
    venueId: row.venueId,
    centamanId: row.centamanId,
    type: row.timed ? 'TimedActivity' : 'Activity',
    onDisplay: row.onDisplay,
    displayName: row.displayName,
    centamanDescription: row.centamanDescription,
    dateSelectionType: row.dateSelectionType,
    defaultStartDate: row.defaultStartDate,
    monthRange: row.monthRange,
    image: row.image,
    thumbnail: row.thumbnail,
    learnMoreUrl: row.learnMoreUrl,
    preview: row.preview,
    serviceDetails: row.serviceDetails,
    soldOutMessage: row.soldOutMessage,
    displaySoldOutMessage: row.displaySoldOutMessage,
    waitlistOpen: row.waitlistOpen,
    isFeatured: row.isFeatured,
    active: row.active,
    archived: row.archived,
    timed: row.timed,
    general: row.general,
    collectAttendeeDetails: row.collectAttendeeDetails,
    collectAttendeeDob: row.collectAttendeeDob,
    showSeason: row.showSeason,
    seasonName: row.seasonName,
    cutoffHours: row.cutoffHours,
    position: row.position,
    location: row.location,
    categoryName: row.categoryName,
    hideCalendarAndDates: row.hideCalendarAndDates,
    overrideEventTimeWithName: row.overrideEventTimeWithName,
    maxQuantity: row.maxQuantity,
    bookingUdfs: udfRows.filter((udf) => !udf.attendeeUdf).map(toUdf),
    attendeeUdfs: udfRows.filter((udf) => udf.attendeeUdf).map(toUdf),
    linkedActivities: links.map((link) => ({
      id: link.id,
      defaultStartDate: link.defaultStartDate,
    })),
  };
}

export function toTicket(
  row: TicketRow,
  timed: boolean,
  eventId: number | null,
  priceCents = row.priceCents,
): Ticket {
  return {
    id: row.id,
    centamanId: row.centamanId,
    activityId: row.activityId,
    eventId,
    costRateId: row.costRateId,
    price: centsToDollars(priceCents),
    type: row.addOn ? 'AddOn' : timed ? 'TimedTicket' : 'Ticket',
    displayName: row.displayName,
    description: row.description,
    categoryName: row.categoryName,
    position: row.position,
    timed,
    general: row.general,
    addOn: row.addOn,
    minAge: row.minAge,
    maxAge: row.maxAge,
  };
}

export function toActivityTime(
  row: SessionWithLiveHeld,
  activity: Pick<ActivityRow, 'timed' | 'cutoffHours' | 'overrideEventTimeWithName'>,
  now: Date,
  tickets?: Ticket[],
): ActivityTime {
  const start = instantToShopWallTime(row.startsAt);
  const end = instantToShopWallTime(row.endsAt);
  const displayStartTime = formatClockTime(start.time);
  const displayEndTime = formatClockTime(end.time);
  const displayLabel = activity.timed ? `${displayStartTime} - ${displayEndTime}` : row.displayName;
  const vacancy = row.capacity - row.sold - row.liveHeld;
  // Timed sessions close before their start; untimed items (a day or season pass) before their end.
  const validDate = activity.timed ? `${start.date}T${start.time}` : `${end.date}T${end.time}`;
  return {
    id: row.id,
    centamanId: row.centamanId,
    bookingTypeId: row.bookingTypeId,
    activityId: row.activityId,
    type: activity.timed ? 'TimedActivityTime' : 'ActivityTime',
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    startDatetime: start.iso,
    endDatetime: end.iso,
    displayStartTime,
    displayEndTime,
    displayLabel,
    capacity: row.capacity,
    vacancy,
    soldOut: vacancy <= 0,
    // A session the back office closed sells nothing; its own cutoff, when set, beats the
    // activity's (decision 045).
    available:
      !row.closed &&
      isTimeAvailable({ vacancy, validDate }, row.cutoffHours ?? activity.cutoffHours, now),
    validThrough: row.validThrough,
    validDate,
    validDescription: row.validDescription,
    isYearRound: row.isYearRound,
    nameForDisplay: activity.overrideEventTimeWithName || !activity.timed ? row.name : displayLabel,
    ...(tickets ? { tickets } : {}),
  };
}
