/**
 * Starts one real shop API (Fastify, in-memory PGlite, demo data seeded for today) for the web
 * tests and hands its URL to every test through `inject('apiUrl')`. Tests talk to it over HTTP:
 * no mocks of our own API.
 */
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startSlowProxy } from './slow-proxy.ts';

// The same keys as provided-context.ts, which belongs to the browser-side type check.
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    slowApiUrl: string;
  }
}

interface TestServer {
  url: string;
  close(): Promise<void>;
}

// Imported by URL so the web project's type check does not pull in the server's source.
const startTestServerModule = new URL(
  '../../../server/src/test/start-test-server.ts',
  import.meta.url,
).href;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { startTestServer } = (await import(/* @vite-ignore */ startTestServerModule)) as {
    startTestServer: () => Promise<TestServer>;
  };
  const server = await startTestServer();
  const slowProxy = await startSlowProxy(server.url, 400);
  project.provide('apiUrl', server.url);
  project.provide('slowApiUrl', slowProxy.url);
  return async () => {
    await slowProxy.close();
    await server.close();
  };
}
