/**
 * The month calendar of a timed activity with its tickets: the request every visitor's choose-
 * tickets page makes, and the one issue "foundation" sets a target for (p99 < 20 ms at 1,000/s).
 */
import { activitiesResponseSchema, activityTimesResponseSchema } from '@shop/core/catalogue-api';
import { addDaysToIsoDate, shopDateAt } from '@shop/core/shop-time';
import type { BenchScenario } from '../bench-scenario.ts';

/** Seeded timed activities with sessions every day, the first one found is measured. */
const ACTIVITY_CODES = ['bobsled-experience', 'zipline-tour'];

/** The first and last day of next month, as Denver calendar dates. */
export function findNextMonth(today: Date): { startDate: string; endDate: string } {
  const [year = 0, month = 0] = shopDateAt(today).split('-').map(Number);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const after =
    next.month === 12
      ? { year: next.year + 1, month: 1 }
      : { year: next.year, month: next.month + 1 };
  const firstOf = (m: { year: number; month: number }) =>
    `${m.year}-${String(m.month).padStart(2, '0')}-01`;
  return { startDate: firstOf(next), endDate: addDaysToIsoDate(firstOf(after), -1) };
}

export const activityTimes: BenchScenario = {
  name: 'activity-times',
  summary: 'GET activity_times for next month with tickets',
  warmUpSeconds: 5,
  phases: [
    { name: 'fixed rate', connections: 50, overallRate: 1000, durationSeconds: 20 },
    {
      name: 'steady rate',
      connections: 50,
      overallRate: 1000,
      durationSeconds: 20,
      pacing: 'steady',
    },
    { name: 'max throughput', connections: 10, durationSeconds: 15 },
  ],
  async prepare(server) {
    const activities = activitiesResponseSchema.parse(
      await server.getJson('/api/v1/ticketing/activities'),
    );
    const activity = ACTIVITY_CODES.map((code) =>
      activities.data.find((a) => a.attributes.centamanId === code),
    ).find((found) => found !== undefined);
    if (!activity)
      throw new Error(`none of the demo activities ${ACTIVITY_CODES.join(', ')} is seeded`);

    const { startDate, endDate } = findNextMonth(new Date());
    const path = `/api/v1/ticketing/activities/${activity.id}/activity_times?startDate=${startDate}&endDate=${endDate}&includeTickets=true`;
    const response = await fetch(new URL(path, server.baseUrl));
    const text = await response.text();
    if (!response.ok)
      throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    const sessions = activityTimesResponseSchema.parse(JSON.parse(text)).data;
    const ticketCount = sessions.reduce(
      (sum, session) => sum + (session.attributes.tickets?.length ?? 0),
      0,
    );
    if (sessions.length === 0 || ticketCount === 0)
      throw new Error(`GET ${path} has no sessions with tickets`);

    return {
      target: `GET ${path}`,
      // Browsers always offer compression; the cached answer is stored compressed (decision 011).
      request: { path, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      facts: {
        activity: activity.attributes.centamanId,
        month: `${startDate} to ${endDate}`,
        sessions: sessions.length,
        tickets: ticketCount,
        responseKiB: Math.round(Buffer.byteLength(text) / 1024),
      },
    };
  },
};
