/**
 * Starts one real shop API (Fastify, in-memory PGlite, demo data seeded for today) for the web
 * tests and hands its URL to every test through `inject('apiUrl')`. Tests talk to it over HTTP:
 * no mocks of our own API.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { instantToShopWallTime } from '@shop/core/shop-time';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startSentryStandIn } from './sentry-stand-in.ts';
import { startSlowProxy } from './slow-proxy.ts';

// The same keys as provided-context.ts, which belongs to the browser-side type check.
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    slowApiUrl: string;
    noTimesApi: NoTimesApi;
    sentryStandInUrl: string;
  }
}

interface TestServer {
  url: string;
  close(): Promise<void>;
}

interface NoTimesApi {
  url: string;
  activities: { withoutSessions: number; soldOut: number; pastCutoff: number };
}

// Imported by URL so the web project's type check does not pull in the server's source.
const serverTestModule = (file: string) =>
  new URL(`../../../server/src/test/${file}`, import.meta.url).href;

/**
 * The demo data is seeded for Denver's today, and the tests find its sessions by the date they read
 * then (`shopDate`): a run that went past Denver's midnight looked a day off, and its waiting
 * list's tests found no sold-out time where the seed had put one. Longer than a whole web run on
 * the slowest guests seen.
 */
const LONGEST_RUN_MINUTES = 20;

/** Within LONGEST_RUN_MINUTES of Denver's midnight, waits for the next day before seeding. */
async function waitForRoomLeftToday(): Promise<void> {
  const [hours = 0, minutes = 0] = instantToShopWallTime(new Date()).time.split(':').map(Number);
  const minutesLeft = 24 * 60 - (hours * 60 + minutes);
  if (minutesLeft > LONGEST_RUN_MINUTES) return;
  console.log(`web tests: ${minutesLeft} min to Denver's midnight; seeding the next day instead`);
  await sleep(minutesLeft * 60_000 + 5_000);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await waitForRoomLeftToday();
  const { startTestServer } = (await import(
    /* @vite-ignore */ serverTestModule('start-test-server.ts')
  )) as { startTestServer: () => Promise<TestServer> };
  const { startServerWithoutTimes } = (await import(
    /* @vite-ignore */ serverTestModule('server-without-times.ts')
  )) as { startServerWithoutTimes: () => Promise<TestServer & NoTimesApi> };
  const server = await startTestServer();
  const slowProxy = await startSlowProxy(server.url, 400);
  // A second API whose activities have no bookable time, which the demo catalogue never has.
  const noTimes = await startServerWithoutTimes();
  project.provide('apiUrl', server.url);
  project.provide('slowApiUrl', slowProxy.url);
  project.provide('noTimesApi', { url: noTimes.url, activities: noTimes.activities });
  const sentryStandIn = await startSentryStandIn();
  project.provide('sentryStandInUrl', sentryStandIn.url);
  return async () => {
    await sentryStandIn.close();
    await slowProxy.close();
    await noTimes.close();
    await server.close();
  };
}
