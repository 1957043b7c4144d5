/**
 * Writes the demo catalogue. Idempotent: every row has a natural key and existing rows are
 * left as they are, so running it daily only adds the sessions of the days that came into range.
 */
import { getTableColumns, inArray } from 'drizzle-orm';
import { addDaysToIsoDate, shopDateAt, shopWallTimeToInstant } from '@shop/core/shop-time';
import type { Database } from '../db/database.ts';
import {
  activities,
  activityLevels,
  coupons,
  activityTimes,
  linkedActivities,
  sessionTicketPrices,
  tickets,
  udfs,
  venues,
  waivers,
} from '../db/schema.ts';
import {
  demoActivities,
  demoVenues,
  type DemoActivity,
  type SessionPlan,
} from './demo-catalogue.ts';
import { seedDemoMemberships } from './demo-memberships.ts';

interface SessionSeed {
  centamanId: string;
  name: string;
  displayName: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  sold: number;
  validThrough: string | null;
  validDescription: string | null;
  isYearRound: boolean;
  prices?: Record<string, number>;
}

/** A stable pseudo-random number in [0, 1) for a key, so demo sales look organic but repeat. */
function stableFraction(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** ISO weekday, Monday 1 to Sunday 7. */
function isoWeekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() || 7;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const fullDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatLong = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));
const formatFull = (isoDate: string) => fullDate.format(new Date(`${isoDate}T00:00:00Z`));

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** The winter season that is running or next: mid-November to mid-April. */
export function currentSeason(today: string): { start: string; end: string; name: string } {
  const [year = 0, month = 0] = today.split('-').map(Number);
  const endYear = month >= 5 ? year + 1 : year;
  return {
    start: `${endYear - 1}-11-15`,
    end: `${endYear}-04-15`,
    name: `Winter ${endYear - 1}/${String(endYear).slice(2)} Season`,
  };
}

/**
 * Sales chosen so every state shows up near today: tomorrow's first slot nearly sold out, a
 * sold-out time the day after, one spot left on day three, and a fully sold-out day four.
 */
function demoSold(
  capacity: number,
  dayIndex: number,
  slot: number,
  slotCount: number,
  key: string,
): number {
  if (dayIndex === 1 && slot === 0) return capacity - 2;
  if (dayIndex === 2 && slot === slotCount - 1) return capacity;
  if (dayIndex === 3 && slot === 0) return capacity - 1;
  if (dayIndex === 4) return capacity;
  return Math.floor(capacity * 0.55 * stableFraction(key));
}

function planSessions(activity: DemoActivity, plan: SessionPlan, today: string): SessionSeed[] {
  const sessions: SessionSeed[] = [];
  const timedSession = (
    date: string,
    time: string,
    minutes: number,
    capacity: number,
    sold: number,
  ) => {
    const startsAt = shopWallTimeToInstant(date, time);
    return {
      centamanId: `${activity.code}-${date}-${time}`,
      name: activity.displayName,
      displayName: activity.displayName,
      description: null,
      startsAt,
      endsAt: addMinutes(startsAt, minutes),
      capacity,
      sold,
      validThrough: date,
      validDescription: `Valid ${formatLong(date)} only, at the time booked`,
      isYearRound: false,
    };
  };

  switch (plan.kind) {
    case 'daily': {
      let occurrence = 0;
      for (let day = 0; day <= plan.days; day++) {
        const date = addDaysToIsoDate(today, day);
        if (plan.weekdays && !plan.weekdays.includes(isoWeekday(date))) continue;
        // Weekly activities: their first two dates sell out entirely, the third nearly.
        const dayIndex = plan.weekdays ? (occurrence < 2 ? 4 : occurrence === 2 ? 1 : 99) : day;
        plan.times.forEach((time, slot) => {
          const key = `${activity.code}-${date}-${time}`;
          const sold = demoSold(plan.capacity, dayIndex, slot, plan.times.length, key);
          sessions.push(timedSession(date, time, plan.minutes, plan.capacity, sold));
        });
        occurrence++;
      }
      break;
    }
    case 'dynamic': {
      // The stubbed feature data of SPEC section 9: capacity 280, vacancy 260, $30 to $80 by $5.
      for (let day = 0; day < plan.days; day++) {
        const date = addDaysToIsoDate(today, day);
        plan.times.forEach((time, slot) => {
          const priceStep = (day * plan.times.length + slot) % 11;
          sessions.push({
            ...timedSession(date, time, plan.minutes, plan.capacity, plan.capacity - 260),
            prices: { [activity.tickets[0]!.code]: 3000 + priceStep * 500 },
          });
        });
      }
      break;
    }
    case 'dated-items': {
      for (let day = 0; day < plan.days; day++) {
        const date = addDaysToIsoDate(today, day);
        const startsAt = shopWallTimeToInstant(date, '10:00');
        sessions.push({
          centamanId: `${activity.code}-${date}`,
          name: formatLong(date),
          displayName: formatLong(date),
          description: 'Open 10:00 AM to 5:00 PM',
          startsAt,
          endsAt: addMinutes(startsAt, 7 * 60),
          capacity: plan.capacity,
          sold: day === 2 ? plan.capacity : Math.floor(plan.capacity * 0.4 * stableFraction(date)),
          validThrough: date,
          validDescription: `Valid ${formatLong(date)}`,
          isYearRound: false,
        });
      }
      const lastDay = addDaysToIsoDate(today, 365);
      sessions.push({
        centamanId: `${activity.code}-any-day`,
        name: plan.anyDayItem,
        displayName: plan.anyDayItem,
        description: 'One visit on any day the museum is open',
        startsAt: shopWallTimeToInstant(today, '00:00'),
        endsAt: shopWallTimeToInstant(lastDay, '17:00'),
        capacity: plan.capacity * 10,
        sold: 0,
        validThrough: lastDay,
        validDescription: `Valid any one day through ${formatFull(lastDay)}`,
        isYearRound: true,
      });
      break;
    }
    case 'season-items': {
      const season = currentSeason(today);
      const base = {
        description: null,
        startsAt: shopWallTimeToInstant(season.start, '00:00'),
        endsAt: shopWallTimeToInstant(season.end, '17:00'),
        capacity: plan.capacity,
        sold: 0,
        validThrough: season.end,
        isYearRound: false,
      };
      sessions.push({
        ...base,
        centamanId: `${activity.code}-${season.end}-day`,
        name: 'Day Pass',
        displayName: 'Day Pass',
        validDescription: `Valid any one day of the ${season.name}`,
      });
      sessions.push({
        ...base,
        centamanId: `${activity.code}-${season.end}-season`,
        name: 'Season Pass',
        displayName: 'Season Pass',
        validDescription: `Unlimited visits through ${formatFull(season.end)}`,
        prices: { 'trail-adult': 19900, 'trail-youth': 9900, 'trail-senior': 14900 },
      });
      break;
    }
  }
  return sessions;
}

async function insertInChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Seeds venues, activities and the sessions from `today` (Denver date) a year ahead. */
export async function seedDemoData(db: Database, options: { today: Date }): Promise<void> {
  const today = shopDateAt(options.today);
  const season = currentSeason(today);

  await db
    .insert(venues)
    .values(
      demoVenues.map((venue, position) => ({
        name: venue.name,
        slug: venue.slug,
        displayName: venue.displayName,
        address: venue.streetAddress
          ? `${venue.streetAddress}, ${venue.city}, UT ${venue.zip}`
          : null,
        streetAddress: venue.streetAddress ?? null,
        city: venue.city ?? null,
        state: venue.streetAddress ? 'UT' : null,
        zip: venue.zip ?? null,
        phone: venue.phone ?? null,
        logo: '/images/logo.svg',
        locationMap: `/images/venues/${venue.slug}-map.svg`,
        mobileLocationMap: `/images/venues/${venue.slug}-map.svg`,
        emailLocationMap: `/images/venues/${venue.slug}-map.svg`,
        locationMarker: venue.streetAddress ? '/images/logo.svg' : null,
        googleMapLink: venue.googleMapLink ?? null,
        waiverLink: venue.waiverLink ?? null,
        faqLink: venue.faqLink ?? null,
        position,
      })),
    )
    .onConflictDoNothing();
  const venueIds = new Map(
    (await db.select({ id: venues.id, slug: venues.slug }).from(venues)).map((v) => [v.slug, v.id]),
  );

  await db
    .insert(activities)
    .values(
      demoActivities.map((activity, position) => ({
        venueId: venueIds.get(activity.venue)!,
        centamanId: activity.code,
        onDisplay: activity.onDisplay ?? true,
        displayName: activity.displayName,
        centamanDescription: activity.description,
        dateSelectionType: activity.dateSelectionType,
        image: `/images/activities/${activity.code}.svg`,
        thumbnail: `/images/activities/${activity.code}.svg`,
        learnMoreUrl: activity.learnMoreUrl ?? null,
        preview: activity.preview,
        serviceDetails: activity.serviceDetails ?? null,
        soldOutMessage: activity.soldOutMessage ?? null,
        displaySoldOutMessage: activity.displaySoldOutMessage ?? false,
        isFeatured: activity.isFeatured ?? false,
        archived: activity.archived ?? false,
        timed: activity.timed,
        general: activity.general ?? false,
        collectAttendeeDetails: activity.collectAttendeeDetails ?? false,
        collectAttendeeDob: activity.collectAttendeeDob ?? false,
        showSeason: activity.showSeason ?? false,
        seasonName: activity.showSeason ? season.name : null,
        cutoffHours: activity.cutoffHours ?? 0,
        position,
        location: activity.location,
        categoryName: activity.categoryName,
        hideCalendarAndDates: activity.hideCalendarAndDates ?? false,
        maxQuantity: activity.maxQuantity,
      })),
    )
    .onConflictDoNothing();
  const activityIds = new Map(
    (await db.select({ id: activities.id, code: activities.centamanId }).from(activities)).map(
      (a) => [a.code, a.id],
    ),
  );
  const idOf = (code: string) => activityIds.get(code)!;

  await db
    .insert(tickets)
    .values(
      demoActivities.flatMap((activity) =>
        activity.tickets.map((ticket, position) => ({
          centamanId: ticket.code,
          activityId: idOf(activity.code),
          costRateId: `rate-${ticket.code}`,
          priceCents: ticket.priceCents,
          taxRateBps: ticket.taxRateBps ?? 0,
          displayName: ticket.name,
          description: ticket.description ?? null,
          categoryName: ticket.category ?? null,
          position,
          general: activity.general ?? false,
          addOn: ticket.addOn ?? false,
          minAge: ticket.minAge ?? null,
          maxAge: ticket.maxAge ?? null,
        })),
      ),
    )
    .onConflictDoNothing();
  const ticketIds = new Map(
    (await db.select({ id: tickets.id, code: tickets.centamanId }).from(tickets)).map((t) => [
      t.code,
      t.id,
    ]),
  );

  const udfRows = demoActivities.flatMap((activity) =>
    [
      ...(activity.bookingUdfs ?? []).map((udf) => ({ udf, attendeeUdf: false })),
      ...(activity.attendeeUdfs ?? []).map((udf) => ({ udf, attendeeUdf: true })),
    ].map(({ udf, attendeeUdf }, position) => ({
      activityId: idOf(activity.code),
      attendeeUdf,
      fieldLength: udf.fieldLength ?? null,
      fieldName: udf.fieldName,
      fieldType: udf.fieldType,
      inputType: udf.fieldType === 'string' ? ('text' as const) : udf.fieldType,
      label: udf.label,
      options: udf.options ?? [],
      tabName: attendeeUdf ? 'Attendee' : 'Booking',
      udfGroupName: attendeeUdf ? 'Attendee Details' : 'Booking Details',
      udfType: attendeeUdf ? 'attendee' : 'booking',
      isRequired: udf.isRequired ?? false,
      position,
    })),
  );
  if (udfRows.length) await db.insert(udfs).values(udfRows).onConflictDoNothing();

  const waiverRows = demoActivities.flatMap((activity) =>
    (activity.waivers ?? []).map((waiver, position) => ({
      activityId: idOf(activity.code),
      waiverName: waiver.name,
      waiverLink: waiver.link,
      position,
    })),
  );
  if (waiverRows.length) await db.insert(waivers).values(waiverRows).onConflictDoNothing();

  const levelRows = demoActivities.flatMap((activity) =>
    (activity.levels ?? []).map((level, position) => ({
      activityId: idOf(activity.code),
      name: level.name,
      description: level.description,
      position,
    })),
  );
  if (levelRows.length) await db.insert(activityLevels).values(levelRows).onConflictDoNothing();

  const linkRows = demoActivities.flatMap((activity) =>
    (activity.linkedTo ?? []).map((code, position) => ({
      activityId: idOf(activity.code),
      linkedActivityId: idOf(code),
      position,
    })),
  );
  if (linkRows.length) await db.insert(linkedActivities).values(linkRows).onConflictDoNothing();

  const dayMs = 86_400_000;
  await db
    .insert(coupons)
    .values([
      {
        code: 'WINTER10',
        description: '10% off any activity',
        kind: 'percent' as const,
        percent: 10,
      },
      {
        code: 'SKATE5',
        description: '$5 off Public Skate',
        kind: 'fixed' as const,
        amountCents: 500,
        activityId: idOf('public-skate'),
      },
      {
        code: 'RIDEFREE',
        description: 'One free bobsled ride',
        kind: 'percent' as const,
        percent: 100,
        activityId: idOf('bobsled-experience'),
      },
      {
        code: 'SUMMER20',
        description: '20% off (summer promotion, ended)',
        kind: 'percent' as const,
        percent: 20,
        validUntil: new Date(options.today.getTime() - dayMs),
      },
      {
        code: 'FIRST50',
        description: '15% off for our first 50 guests',
        kind: 'percent' as const,
        percent: 15,
        usageLimit: 50,
      },
      {
        code: 'MEMBER15',
        description: '15% off a membership',
        kind: 'percent' as const,
        percent: 15,
        productArea: 'Memberships' as const,
      },
    ])
    .onConflictDoNothing();

  const planned = demoActivities.flatMap((activity) =>
    planSessions(activity, activity.sessions, today).map((session) => ({ activity, session })),
  );
  const inserted: { id: number; centamanId: string }[] = [];
  await insertInChunks(planned, 500, async (chunk) => {
    const rows = await db
      .insert(activityTimes)
      .values(
        chunk.map(({ activity, session }) => ({
          centamanId: session.centamanId,
          bookingTypeId: `booking-${activity.code}`,
          activityId: idOf(activity.code),
          name: session.name,
          displayName: session.displayName,
          description: session.description,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          capacity: session.capacity,
          sold: session.sold,
          validThrough: session.validThrough,
          validDescription: session.validDescription,
          isYearRound: session.isYearRound,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: activityTimes.id, centamanId: activityTimes.centamanId });
    inserted.push(...rows);
  });

  const pricesBySession = new Map(
    planned
      .filter(({ session }) => session.prices)
      .map(({ session }) => [session.centamanId, session.prices!]),
  );
  const priceRows = inserted.flatMap((row) =>
    Object.entries(pricesBySession.get(row.centamanId) ?? {}).map(([ticketCode, priceCents]) => ({
      activityTimeId: row.id,
      ticketId: ticketIds.get(ticketCode)!,
      priceCents,
    })),
  );
  await insertInChunks(priceRows, 500, (chunk) =>
    db.insert(sessionTicketPrices).values(chunk).onConflictDoNothing(),
  );
  await seedDemoMemberships(db, { today: options.today });
}

/** Ids of seeded rows by their natural keys, for tests. */
export async function findDemoIds(db: Database) {
  const activityRows = await db
    .select({ id: activities.id, code: activities.centamanId })
    .from(activities);
  const ids = Object.fromEntries(activityRows.map((row) => [row.code, row.id])) as Record<
    string,
    number
  >;
  return {
    activity: (code: string) => {
      const id = ids[code];
      if (id === undefined) throw new Error(`No demo activity ${code}`);
      return id;
    },
    async session(centamanId: string) {
      const [row] = await db
        .select(getTableColumns(activityTimes))
        .from(activityTimes)
        .where(inArray(activityTimes.centamanId, [centamanId]));
      if (!row) throw new Error(`No demo session ${centamanId}`);
      return row;
    },
  };
}
