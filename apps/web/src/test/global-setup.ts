/**
 * Starts one real shop API (Fastify, in-memory PGlite, demo data seeded for today) for the web
 * tests and hands its URL to every test through `inject('apiUrl')`. Tests talk to it over HTTP:
 * no mocks of our own API.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { shopSecondOfDay } from '@shop/core/shop-time';
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
 * list's tests found no sold-out time where the seed had put one. A whole Vitest run took 7.5 min
 * on the fast kind of guest (2026-12-03): this leaves room for one over twice as slow.
 */
const LONGEST_RUN_SECONDS = 20 * 60;

/** Within LONGEST_RUN_SECONDS of Denver's midnight, waits for the next day before seeding. */
async function waitForRoomLeftToday(): Promise<void> {
  const secondsLeft = 24 * 3600 - shopSecondOfDay(new Date());
  if (secondsLeft > LONGEST_RUN_SECONDS) return;
  console.log(`web tests: ${secondsLeft} s to Denver's midnight; seeding the next day instead`);
  await sleep((secondsLeft + 5) * 1000);
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
