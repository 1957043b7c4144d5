/** CSRF: a state-changing admin call needs the token of its own cookie and this site's origin. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTexts } from '@shop/core/staff-api';
import type { TestApp } from '../../test/test-app.ts';
import { addStaff, adminClient, countRows, createStaffTestApp, logInAs } from './staff-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const crossSiteBody = {
  errors: { status: 403, code: 'forbidden', message: staffTexts.crossSite },
};

describe('cross-site request forgery', () => {
  it('refuses a cross-site form post that rides an admin session, and changes nothing', async () => {
    const { client } = await logInAs(t, 'admin');
    const before = { staff: await countRows(t, 'staff'), audit: await countRows(t, 'audit_log') };
    // What a hostile page's auto-submitted form sends: a form body, its own Origin, no header.
    const forged = await client.call('POST', '/staff', {
      csrf: false,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'email=mallory%40evil.example&name=Mallory&role=admin&password=Takeover-2026!',
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual(crossSiteBody);
    expect(await countRows(t, 'staff')).toBe(before.staff);
    expect(await countRows(t, 'audit_log')).toBe(before.audit);
  });

  it('refuses a state-changing call without the token, with a forged one, or from a foreign origin', async () => {
    const { client } = await logInAs(t, 'admin');
    const body = {
      email: 'new.hire@wasatchlegacy.org',
      name: 'New Hire',
      role: 'check-in',
      password: 'Lift-Ticket-2026',
    };
    const noToken = await client.call('POST', '/staff', { body, csrf: false });
    expect(noToken.body).toEqual(crossSiteBody);
    const forgedToken = await client.call('POST', '/staff', {
      body,
      csrf: false,
      headers: { 'x-csrf-token': 'made-up-token' },
    });
    expect(forgedToken.body).toEqual(crossSiteBody);
    const foreign = await client.call('POST', '/staff', {
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.body).toEqual(crossSiteBody);
    // Another browser's token does not go with this browser's cookie.
    const other = adminClient(t);
    const otherToken = (await other.call('GET', '/csrf-token')).body.data.csrfToken as string;
    const mixed = await client.call('POST', '/staff', {
      body,
      csrf: false,
      headers: { 'x-csrf-token': otherToken },
    });
    expect(mixed.body).toEqual(crossSiteBody);
    expect(await countRows(t, 'staff', sql`email = ${body.email}`)).toBe(0);

    const sameSite = await client.call('POST', '/staff', {
      body,
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status, JSON.stringify(sameSite.body)).toBe(201);
  });

  it('guards the login itself, and logout', async () => {
    const manager = await addStaff(t, 'manager');
    const client = adminClient(t);
    const login = await client.call('POST', '/login', {
      body: { email: manager.email, password: 'Backcountry-2026' },
      csrf: false,
    });
    expect(login.body).toEqual(crossSiteBody);
    expect(await countRows(t, 'staff_sessions', sql`staff_id = ${manager.id}`)).toBe(0);
    expect(
      (
        await client.call('POST', '/login', {
          body: { email: manager.email, password: 'Backcountry-2026' },
        })
      ).status,
    ).toBe(200);
    expect((await client.call('DELETE', '/session', { csrf: false })).body).toEqual(crossSiteBody);
    expect((await client.call('GET', '/session')).status).toBe(200);
  });

  it('sets the token secret as an HttpOnly, SameSite=Strict cookie and leaves reads alone', async () => {
    const client = adminClient(t);
    const answer = await client.call('GET', '/csrf-token');
    expect(answer.status).toBe(200);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toContain('staff_csrf=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/v1/admin');
    // A read from another origin is answered (401 here, no session): it changes nothing.
    const read = await client.call('GET', '/session', {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(401);
  });
});
