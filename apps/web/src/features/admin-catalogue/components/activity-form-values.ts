/** An activity as its form holds it (text for numbers, '' for none), and a new one's defaults. */
import type { ActivityBodyInput, AdminActivity } from '@shop/core/admin-catalogue-api';

export type ActivityFormValues = ActivityBodyInput;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function newActivityValues(venueId: number | null): ActivityFormValues {
  return {
    venueId: venueId ?? ('' as unknown as number),
    displayName: '',
    centamanDescription: '',
    published: false,
    onDisplay: true,
    archived: false,
    timed: true,
    general: false,
    dateSelectionType: 'calendar_select',
    defaultStartDate: '',
    monthRange: '12',
    hideCalendarAndDates: false,
    overrideEventTimeWithName: false,
    showSeason: false,
    seasonName: '',
    cutoffHours: '0',
    maxQuantity: '10',
    collectAttendeeDetails: false,
    collectAttendeeDob: false,
    image: '',
    thumbnail: '',
    learnMoreUrl: '',
    preview: '',
    serviceDetails: '',
    soldOutMessage: '',
    displaySoldOutMessage: false,
    isFeatured: false,
    position: '0',
    location: '',
    categoryName: '',
    bookingUdfs: [],
    attendeeUdfs: [],
    waivers: [],
    linkedActivityIds: [],
  };
}

export function activityValues(activity: AdminActivity): ActivityFormValues {
  const udf = (item: AdminActivity['bookingUdfs'][number]) => ({
    fieldName: item.fieldName,
    label: item.label,
    fieldType: item.fieldType,
    inputType: item.inputType,
    fieldLength: text(item.fieldLength),
    options: item.options,
    isRequired: item.isRequired,
    active: item.active,
    tabName: text(item.tabName),
    udfGroupName: text(item.udfGroupName),
    udfType: text(item.udfType),
  });
  return {
    ...newActivityValues(activity.venueId),
    venueId: activity.venueId,
    displayName: activity.displayName,
    centamanDescription: activity.centamanDescription,
    published: activity.published,
    onDisplay: activity.onDisplay,
    archived: activity.archived,
    timed: activity.timed,
    general: activity.general,
    dateSelectionType: activity.dateSelectionType,
    defaultStartDate: text(activity.defaultStartDate),
    monthRange: text(activity.monthRange),
    hideCalendarAndDates: activity.hideCalendarAndDates,
    overrideEventTimeWithName: activity.overrideEventTimeWithName,
    showSeason: activity.showSeason,
    seasonName: text(activity.seasonName),
    cutoffHours: text(activity.cutoffHours),
    maxQuantity: text(activity.maxQuantity),
    collectAttendeeDetails: activity.collectAttendeeDetails,
    collectAttendeeDob: activity.collectAttendeeDob,
    image: text(activity.image),
    thumbnail: text(activity.thumbnail),
    learnMoreUrl: text(activity.learnMoreUrl),
    preview: text(activity.preview),
    serviceDetails: text(activity.serviceDetails),
    soldOutMessage: text(activity.soldOutMessage),
    displaySoldOutMessage: activity.displaySoldOutMessage,
    isFeatured: activity.isFeatured,
    position: text(activity.position),
    location: text(activity.location),
    categoryName: text(activity.categoryName),
    bookingUdfs: activity.bookingUdfs.map(udf),
    attendeeUdfs: activity.attendeeUdfs.map(udf),
    waivers: activity.waivers.map(({ waiverName, waiverLink }) => ({ waiverName, waiverLink })),
    linkedActivityIds: activity.linkedActivityIds,
  };
}
