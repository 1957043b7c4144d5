import { defineConfig, devices } from '@playwright/test';

// A port per run, so that two runs on one machine do not collide. Chosen once by the runner's
// process and passed down: worker processes evaluate this file again and must agree.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run: the server migrates and seeds it at start.
const dataDir = `${process.env.TMPDIR ?? '/tmp'}/shop-e2e-${port}`;
// The back office's admin of the e2e runs (e2e/admin-login.spec.ts), made as a real shop makes
// its first admin: from the command line, before the server starts.
export const e2eAdmin = { email: 'e2e-admin@wasatchlegacy.org', password: 'Summit-Staff-2026!' };
// A second admin for the admin app's journeys (e2e/admin-staff.spec.ts), which set its two-factor
// up in the browser while the first admin's is set up through the API.
export const e2eShellAdmin = {
  email: 'e2e-shell-admin@wasatchlegacy.org',
  password: 'Canyon-Staff-2026!',
};
const createAdmin = ({ email, password }: typeof e2eAdmin, name: string) =>
  `printf '%s' '${password}' | npx tsx apps/server/src/cli/admin-create.ts --email ${email} --name '${name}' --password-stdin`;
const createE2eAdmins = `${createAdmin(e2eAdmin, 'E2E Admin')} && ${createAdmin(e2eShellAdmin, 'Shell Admin')}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
      // Keyboard-alone journeys are a desktop concern; phones run everything else.
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && ${createE2eAdmins} && npx tsx apps/server/src/main.ts`,
    url: `${baseURL}/api/v1`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_URL: '',
    },
  },
});
