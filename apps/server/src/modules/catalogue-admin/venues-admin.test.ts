/** Venues in the back office: list, create, change, refusals, roles and the audit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminVenuesResponseSchema, catalogueTexts } from '@shop/core/admin-catalogue-api';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';
import { auditOf, newVenueBody } from './catalogue-admin-test-kit.ts';

let t: TestApp;
let admin: AdminClient;
let manager: AdminClient;
beforeAll(async () => {
  t = await createStaffTestApp();
  admin = (await logInAs(t, 'admin')).client;
  manager = (await logInAs(t, 'manager')).client;
});
afterAll(() => t.close());

describe('venues', () => {
  it('lists the venues in the shop’s order with their activity counts', async () => {
    const answer = await manager.call('GET', '/venues');
    expect(answer.status).toBe(200);
    const venues = adminVenuesResponseSchema.parse(answer.body).data;
    expect(venues.map((venue) => venue.slug)).toContain('olympic-park');
    const positions = venues.map((venue) => venue.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(venues.find((venue) => venue.slug === 'olympic-park')!.activityCount).toBeGreaterThan(0);
  });

  it('creates a venue the shop lists, audited with what it is after', async () => {
    const body = newVenueBody({ faqLink: 'https://example.org/faq', phone: '' });
    const created = await manager.call('POST', '/venues', { body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ slug: body.slug, phone: null, activityCount: 0 });
    const shop = await t.app.inject({ method: 'GET', url: '/api/v1/venues' });
    expect(
      shop.json().data.map((venue: { attributes: { slug: string } }) => venue.attributes.slug),
    ).toContain(body.slug);
    const [entry] = await auditOf(admin, 'venue', created.body.data.id);
    expect(entry).toMatchObject({ action: 'venue.create', before: null });
    expect(entry!.after).toMatchObject({ slug: body.slug, faqLink: 'https://example.org/faq' });
  });

  it('changes a venue’s fields and position, audited before and after', async () => {
    const created = (await admin.call('POST', '/venues', { body: newVenueBody() })).body.data;
    const changed = await admin.call('PATCH', `/venues/${created.id}`, {
      body: { displayName: 'Soldier Hollow', position: 3 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ displayName: 'Soldier Hollow', position: 3 });
    const [entry] = await auditOf(admin, 'venue', created.id);
    expect(entry).toMatchObject({ action: 'venue.change' });
    expect(entry!.before).toMatchObject({ displayName: created.displayName });
    expect(entry!.after).toMatchObject({ displayName: 'Soldier Hollow', position: 3 });
  });

  it('refuses bad input, a taken slug and an unknown venue, and changes nothing', async () => {
    const existing = (await admin.call('POST', '/venues', { body: newVenueBody() })).body.data;
    const counts = { venues: await countRows(t, 'venues'), audit: await countRows(t, 'audit_log') };
    const bad = await admin.call('POST', '/venues', {
      body: newVenueBody({ slug: 'Not A Slug', name: '', faqLink: 'javascript:alert(1)' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.fields).toMatchObject({
      slug: [catalogueTexts.slug],
      name: [catalogueTexts.required],
      faqLink: [catalogueTexts.link],
    });
    const taken = await admin.call('POST', '/venues', {
      body: newVenueBody({ slug: existing.slug }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.message).toBe(catalogueTexts.venueTaken);
    const takenChange = await admin.call('PATCH', `/venues/${existing.id}`, {
      body: { slug: 'olympic-park' },
    });
    expect(takenChange.status).toBe(409);
    const missing = await admin.call('PATCH', '/venues/999999', { body: { position: 1 } });
    expect(missing.status).toBe(404);
    const position = await admin.call('PATCH', `/venues/${existing.id}`, {
      body: { position: -1 },
    });
    expect(position.status).toBe(400);
    expect(await countRows(t, 'venues')).toBe(counts.venues);
    expect(await countRows(t, 'audit_log')).toBe(counts.audit);
  });

  it('refuses box office and check-in staff: 403, nothing written', async () => {
    const before = await countRows(t, 'venues');
    for (const role of ['box-office', 'check-in'] as const) {
      const { client } = await logInAs(t, role);
      expect((await client.call('GET', '/venues')).status).toBe(403);
      const created = await client.call('POST', '/venues', { body: newVenueBody() });
      expect(created.status).toBe(403);
    }
    expect(await countRows(t, 'venues')).toBe(before);
  });
});
