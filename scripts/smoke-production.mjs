// The production build's smoke test: starts `node apps/server/dist/main.mjs` (built by
// `npm run build`) in production mode over the demo shop, waits for /health/ready, buys one
// ticket through the API with a sandbox card, reads /health/ready again and stops the server.
// Plain JavaScript with no dependency, so that any supported Node runs it as it is:
//   node scripts/smoke-production.mjs            (embedded PGlite in a temporary folder)
//   DATABASE_URL=postgres://… node scripts/smoke-production.mjs
// Exits 0 when all of it worked, 1 with the reason otherwise.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './find-free-port.mjs';

const mainFile = fileURLToPath(new URL('../apps/server/dist/main.mjs', import.meta.url));
const port = await findFreePort();
const origin = `http://127.0.0.1:${port}`;
const readyWithinMs = Number(process.env.SMOKE_READY_WITHIN_MS ?? 120_000);

function fail(message) {
  throw new Error(message);
}

async function call(method, url, body, headers = {}) {
  const response = await fetch(origin + url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function expectJson(method, url, status, body, headers) {
  const answer = await call(method, url, body, headers);
  if (answer.status !== status)
    fail(
      `${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  return answer.body;
}

/** The shop's day in Denver, `days` from today, as YYYY-MM-DD. */
function denverDay(days) {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(at);
}

async function waitUntilReady(server, startedAt) {
  while (Date.now() - startedAt < readyWithinMs) {
    if (server.exitCode !== null) fail(`the server stopped with code ${server.exitCode}`);
    const ready = await fetch(`${origin}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return Date.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`/health/ready did not answer 200 within ${readyWithinMs} ms`);
}

/** One Public Skate ticket bought as a visitor buys it: cart, line, ticket, card, order. */
async function buyTicket() {
  const activities = await expectJson('GET', '/api/v1/ticketing/activities', 200);
  const skate = activities.data.find((a) => a.attributes.centamanId === 'public-skate');
  if (!skate) fail('the demo activity public-skate is not served');
  const times = await expectJson(
    'GET',
    `/api/v1/ticketing/activities/${skate.id}/activity_times?startDate=${denverDay(1)}&endDate=${denverDay(14)}&includeTickets=true`,
    200,
  );
  const session = times.data
    .map((resource) => resource.attributes)
    .find((s) => s.available && s.tickets?.some((t) => !t.addOn));
  if (!session) fail('no Public Skate session is on sale in the next two weeks');
  const ticket = session.tickets.find((t) => !t.addOn);
  const cart = (await expectJson('GET', '/api/v1/ticketing/cart', 200)).data.attributes;
  const query = `cart_token=${encodeURIComponent(cart.token)}`;
  const line = await expectJson('POST', `/api/v1/ticketing/line_items?${query}`, 201, {
    activityId: Number(skate.id),
    activityTimeId: Number(session.id),
  });
  await expectJson(
    'POST',
    `/api/v1/ticketing/line_items/${line.data.id}/line_item_tickets?${query}`,
    201,
    {
      ticketId: Number(ticket.id),
      quantity: 1,
    },
  );
  const card = await expectJson('POST', '/sandbox-vault/v1/payment_methods.json', 201, {
    payment_method: {
      credit_card: {
        full_name: 'Smoke Skater',
        number: '4111111111111111',
        verification_value: '123',
        month: '12',
        year: String(new Date().getFullYear() + 3),
      },
      email: 'smoke@example.com',
    },
  });
  const order = await expectJson(
    'POST',
    `/api/v1/ticketing/orders?${query}`,
    201,
    {
      order: {
        customerInfo: {
          firstName: 'Smoke',
          lastName: 'Skater',
          email: 'smoke.skater@example.com',
          phone: '801-555-0100',
          cardToken: card.transaction.payment_method.token,
        },
      },
    },
    { 'idempotency-key': randomBytes(16).toString('hex') },
  );
  return order.data;
}

async function stop(server) {
  if (server.exitCode !== null) return server.exitCode;
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  return exited;
}

async function main() {
  if (!existsSync(mainFile)) fail(`${mainFile} is missing: run \`npm run build\` first`);
  // An empty DATABASE_URL (a CI run without PostgreSQL) means the embedded database.
  const { DATABASE_URL: databaseUrl, ...inherited } = process.env;
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'shop-smoke-'));
  const startedAt = Date.now();
  const server = spawn(process.execPath, [mainFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      ...(dataDir ? { DATA_DIR: dataDir, ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: 'true' } : {}),
      // A staging site over the demo shop (README, "A real shop").
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION: 'true',
      ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
      ALLOW_FILE_MAIL_IN_PRODUCTION: 'true',
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
  });
  try {
    const readyMs = await waitUntilReady(server, startedAt);
    const order = await buyTicket();
    await expectJson('GET', '/health/ready', 200);
    const code = await stop(server);
    if (code !== 0) fail(`the server stopped with code ${code} after SIGTERM`);
    console.log(
      `smoke (Node ${process.versions.node}): ready after ${readyMs} ms, order ${order.id} placed, stopped cleanly`,
    );
  } finally {
    await stop(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`smoke (Node ${process.versions.node}) failed: ${error.message}`);
  process.exit(1);
});
