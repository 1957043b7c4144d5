/** What the catalogue admin tests share: bodies that pass, and the audit entries of an entity. */
import { expect } from 'vitest';
import { auditLogResponseSchema } from '@shop/core/staff-api';
import type { ActivityBodyInput, TicketBodyInput } from '@shop/core/admin-catalogue-api';

let count = 0;
export function newVenueBody(extra: object = {}) {
  count += 1;
  return {
    name: `Test Venue ${count}`,
    slug: `test-venue-${count}`,
    displayName: `Test Venue ${count}`,
    city: 'Park City',
    state: 'UT',
    position: 20 + count,
    ...extra,
  };
}

export function newActivityBody(venueId: number, extra: Partial<ActivityBodyInput> = {}) {
  count += 1;
  return {
    venueId,
    displayName: `Moonlight Snowshoe ${count}`,
    centamanDescription: 'A guided walk under the full moon.\nHot cocoa after.',
    published: true,
    onDisplay: true,
    archived: false,
    timed: true,
    general: false,
    dateSelectionType: 'calendar_select',
    defaultStartDate: null,
    monthRange: 6,
    hideCalendarAndDates: false,
    overrideEventTimeWithName: false,
    showSeason: false,
    seasonName: null,
    cutoffHours: 2,
    maxQuantity: 8,
    collectAttendeeDetails: true,
    collectAttendeeDob: false,
    image: null,
    thumbnail: null,
    learnMoreUrl: 'https://example.org/snowshoe',
    preview: null,
    serviceDetails: null,
    soldOutMessage: null,
    displaySoldOutMessage: false,
    waitlistOpen: true,
    isFeatured: false,
    position: 50,
    location: 'Nordic Center trailhead',
    categoryName: 'Tours',
    bookingUdfs: [
      {
        fieldName: 'heard_about_us',
        label: 'How did you hear about us?',
        fieldType: 'select',
        inputType: 'select',
        options: ['Friend', 'Web'],
        isRequired: true,
      },
    ],
    attendeeUdfs: [
      {
        fieldName: 'shoe_size',
        label: 'Shoe size',
        fieldType: 'numeric',
        inputType: 'numeric',
        fieldLength: 3,
      },
    ],
    waivers: [{ waiverName: 'Snowshoe waiver', waiverLink: 'https://example.org/waiver.pdf' }],
    linkedActivityIds: [],
    ...extra,
  } satisfies ActivityBodyInput;
}

export const ticketBody = (extra: Partial<TicketBodyInput> = {}) =>
  ({
    displayName: 'Adult',
    description: 'Ages 13 and up',
    categoryName: null,
    price: 42.5,
    taxRatePercent: 8.25,
    position: 0,
    addOn: false,
    general: false,
    active: true,
    ...extra,
  }) satisfies TicketBodyInput;

/** A logged-in admin client of the staff tests (modules share test code only through types). */
interface AuditReader {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(method: 'GET', path: string): Promise<{ status: number; body: any }>;
}

/** The audit entries of one entity, newest first. */
export async function auditOf(admin: AuditReader, entity: string, entityId: number) {
  const answer = await admin.call('GET', `/audit-log?entity=${entity}&pageSize=100`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return auditLogResponseSchema
    .parse(answer.body)
    .data.filter((entry) => entry.entityId === String(entityId));
}
