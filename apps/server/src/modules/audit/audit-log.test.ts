/**
 * The audit log read by an admin (decision 085): every action recorded has a label; log-ins,
 * failed log-ins (the e-mail, never the password) and log-outs are recorded; entries name their
 * author and what they changed in words; the log filters by staff member and by action, paged.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionLabels, isAuditAction } from '@shop/core/audit-actions';
import { auditLogResponseSchema, type AuditEntry } from '@shop/core/staff-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createOrdersAdminTestKit } from '../orders-admin/orders-admin-test-kit.ts';
import {
  addStaff,
  adminClient,
  countRows,
  createStaffTestApp,
  logInAs,
  STAFF_PASSWORD,
  type AdminClient,
} from '../staff/staff-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let admin: AdminClient;
let adminId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  const logged = await logInAs(t, 'admin');
  admin = logged.client;
  adminId = logged.account.id;
});
afterAll(() => t.close());

const { paidOrder } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

async function readLog(query: string): Promise<{ entries: AuditEntry[]; total: number }> {
  const answer = await admin.call('GET', `/audit-log?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const body = auditLogResponseSchema.parse(answer.body);
  return { entries: body.data, total: body.meta.total };
}

/** Every `action: '…'` literal in the server's sources, with the actions map of bulk changes. */
async function recordedActions(): Promise<Set<string>> {
  const root = join(import.meta.dirname, '..');
  const found = new Set<string>();
  for (const entry of await readdir(root, { recursive: true })) {
    if (!entry.endsWith('.ts') || entry.endsWith('.test.ts') || entry.includes('test-kit'))
      continue;
    const text = await readFile(join(root, entry), 'utf8');
    if (!text.includes('recordAudit') && !text.includes('recordStaffAccess')) continue;
    for (const match of text.matchAll(/'([a-z-]+\.[a-z.-]+)'/g)) {
      if (
        /^(staff|member|coupon|membership|admission|order|venue|activity|ticket|image|session)\./.test(
          match[1]!,
        )
      )
        found.add(match[1]!);
    }
  }
  return found;
}

describe('labels', () => {
  it('has a label in words for every action the server records, session.cancel among them', async () => {
    const actions = await recordedActions();
    expect(actions.size).toBeGreaterThan(30);
    expect(actions).toContain('session.cancel');
    expect(actions).toContain('staff.log-in-failed');
    const unlabelled = [...actions].filter((action) => !isAuditAction(action));
    expect(unlabelled).toEqual([]);
    for (const label of Object.values(auditActionLabels)) expect(label).not.toMatch(/\./);
  });

  it('refuses an unknown action filter with a 400 in the error shape', async () => {
    const answer = await admin.call('GET', '/audit-log?action=session.explode');
    expect(answer.status).toBe(400);
    expect(answer.body.errors.fields).toHaveProperty('action');
  });
});

describe('log-ins and log-outs', () => {
  it('records a log-in, a failed log-in with the e-mail tried and no password, and a log-out', async () => {
    const clerk = await addStaff(t, 'box-office');
    const client = adminClient(t);
    const wrong = await client.call('POST', '/login', {
      body: { email: clerk.email, password: 'Not-the-password-42' },
    });
    expect(wrong.status).toBe(401);
    const unknown = await client.call('POST', '/login', {
      body: { email: 'nobody@wasatchlegacy.org', password: 'Not-the-password-42' },
    });
    expect(unknown.status).toBe(401);
    const login = await client.call('POST', '/login', {
      body: { email: clerk.email, password: STAFF_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect((await client.call('DELETE', '/session')).status).toBe(200);

    const failed = await readLog('action=staff.log-in-failed&pageSize=100');
    const onClerk = failed.entries.find((entry) => entry.entityId === String(clerk.id));
    expect(onClerk).toMatchObject({
      staffId: null,
      entity: 'staff',
      subject: clerk.name,
      after: { email: clerk.email },
    });
    expect(JSON.stringify(onClerk)).not.toContain('Not-the-password-42');
    expect(failed.entries.find((entry) => entry.entityId === null)).toMatchObject({
      after: { email: 'nobody@wasatchlegacy.org' },
    });
    const own = await readLog(`staffId=${clerk.id}`);
    expect(own.entries.map((entry) => entry.action)).toEqual(['staff.log-out', 'staff.log-in']);
    expect(own.entries[0]).toMatchObject({ staffName: clerk.name, staffEmail: clerk.email });
  });
});

describe('entries in words, filtered and paged', () => {
  it('names an order by its receipt and a person by name', async () => {
    const order = await paidOrder({ quantity: 1 });
    const note = await admin.call('POST', `/orders/${order.id}/notes`, {
      body: { text: 'Called about parking' },
    });
    expect(note.status, JSON.stringify(note.body)).toBeLessThan(300);
    const clerk = await addStaff(t, 'box-office');
    const changed = await admin.call('PATCH', `/staff/${clerk.id}`, { body: { role: 'manager' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const [change, added] = (await readLog(`staffId=${adminId}&pageSize=2`)).entries;
    expect(change).toMatchObject({ action: 'staff.change', subject: clerk.name });
    expect(change!.staffName).toBe('Test admin');
    expect(added).toMatchObject({ action: 'order.add-note', subject: `Order #${order.receipt}` });
  });

  it('filters by staff member and by action together, keeping the pager', async () => {
    const clerk = await addStaff(t, 'box-office');
    for (let i = 0; i < 3; i += 1) {
      const client = adminClient(t);
      await client.call('POST', '/login', {
        body: { email: clerk.email, password: STAFF_PASSWORD },
      });
      await client.call('DELETE', '/session');
    }
    const page1 = await readLog(`staffId=${clerk.id}&action=staff.log-in&pageSize=2&page=1`);
    const page2 = await readLog(`staffId=${clerk.id}&action=staff.log-in&pageSize=2&page=2`);
    expect(page1.total).toBe(3);
    expect(page1.entries).toHaveLength(2);
    expect(page2.entries).toHaveLength(1);
    const all = [...page1.entries, ...page2.entries];
    expect(
      all.every((entry) => entry.action === 'staff.log-in' && entry.staffId === clerk.id),
    ).toBe(true);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(3);
    expect(
      await countRows(t, 'audit_log', sql`staff_id = ${clerk.id} and action = 'staff.log-out'`),
    ).toBe(3);
    const bad = await admin.call('GET', '/audit-log?staffId=abc');
    expect(bad.status).toBe(400);
  });
});
