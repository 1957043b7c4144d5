/**
 * Pass holders' photos (issue 31, decision 091): the primary member sets one for each household
 * member, the card, the account page and the card's PDF show it under an unguessable address, a
 * replacement or removal retires the old address; another household's member, a wrong file and
 * a missing login are refused and store nothing; staff take and remove photos, audited by role.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTexts } from '@shop/core/admin-catalogue-api';
import { IMAGE_MAX_BYTES } from '@shop/core/image-uploads';
import { adminMemberResponseSchema } from '@shop/core/member-admin-api';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { memberPassesResponseSchema, passCardResponseSchema } from '@shop/core/pass-card-api';
import { holderPhotoResponseSchema, holderPhotoTexts } from '@shop/core/pass-photo-api';
import { queryRows } from '../../db/database.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bindMembersApi, newEmail } from '../members/members-test-app.ts';
import { createMembershipOrderTestKit } from '../memberships/membership-order-test-kit.ts';
import { countRows, createStaffTestApp, logInAs } from '../staff/staff-test-kit.ts';

let t: TestApp;
let dualId = 0;
beforeAll(async () => {
  t = await createStaffTestApp();
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
});
afterAll(() => t.close());

const members = bindMembersApi(() => t);
const kit = createMembershipOrderTestKit(
  () => t,
  () => dualId,
);

const portrait = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: '#7a4f2a' } })
    .jpeg()
    .toBuffer();

/** A logged-in primary member whose household holds a Dual Pass: Ada and Bo. */
async function householdWithPasses() {
  const email = newEmail();
  const { token } = await members.register(email);
  const order = await kit.placeOrder(
    kit.orderBody({ email, cardToken: await kit.tokenize('4111111111111111') }),
    { token },
  );
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const [ada, bo] = membershipOrderResponseSchema.parse(order.body).data.attributes.members;
  return { token, ada: ada!, bo: bo! };
}

async function inject(options: {
  method: 'GET' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  body?: Buffer | string;
  type?: string;
}) {
  const response = await t.app.inject({
    method: options.method,
    url: options.url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.type ? { 'content-type': options.type } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
  return response;
}

const putPhoto = (token: string, memberId: number, body: Buffer | string, type = 'image/jpeg') =>
  inject({ method: 'PUT', url: `/api/v1/account/members/${memberId}/photo`, token, body, type });

const readPasses = async (token: string) => {
  const response = await inject({ method: 'GET', url: '/api/v1/account/passes', token });
  return memberPassesResponseSchema.parse(response.json()).data.attributes;
};

const photoImageOf = async (memberId: number) => {
  const [row] = await queryRows<{ id: number | null }>(
    t.database.db,
    sql`select photo_image_id as id from members where id = ${memberId}`,
  );
  return row!.id;
};

describe('a photo set by the primary member', () => {
  it('shows on the account page, the card and its PDF, at an address a replacement retires', async () => {
    const { token, ada, bo } = await householdWithPasses();
    const saved = await putPhoto(token, bo.id, await portrait());
    expect(saved.statusCode, saved.body).toBe(200);
    const { photoUrl, message } = holderPhotoResponseSchema.parse(saved.json()).data;
    expect(photoUrl).toMatch(/^\/api\/v1\/photos\/[A-Za-z0-9_-]{22}$/);
    expect(message).toBe(holderPhotoTexts.saved(`${bo.firstName} ${bo.lastName}`));

    const image = await inject({ method: 'GET', url: photoUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
    // Never by the image's id, which anyone could count through.
    const imageId = await photoImageOf(bo.id);
    const byId = await inject({ method: 'GET', url: `/api/v1/images/${imageId}/thumbnail` });
    expect(byId.statusCode).toBe(404);

    const holders = (await readPasses(token)).holders;
    expect(holders.map((holder) => [holder.memberId, holder.photoUrl])).toEqual([
      [ada.id, null],
      [bo.id, photoUrl],
    ]);
    const cardCode = holders[1]!.cardCode!;
    const card = await inject({ method: 'GET', url: `/api/v1/pass-cards/${cardCode}` });
    expect(passCardResponseSchema.parse(card.json()).data.attributes.photoUrl).toBe(photoUrl);
    const images = async (code: string) => {
      const pdf = await inject({ method: 'GET', url: `/api/v1/pass-cards/${code}/card.pdf` });
      expect(pdf.statusCode).toBe(200);
      return pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length;
    };
    // The QR code, and the photo beside the name.
    expect(await images(cardCode)).toBe(2);
    expect(await images(holders[0]!.cardCode!)).toBe(1);

    const replaced = holderPhotoResponseSchema.parse(
      (await putPhoto(token, bo.id, await portrait())).json(),
    ).data;
    expect(replaced.photoUrl).not.toBe(photoUrl);
    expect((await inject({ method: 'GET', url: photoUrl! })).statusCode).toBe(404);
    expect(await countRows(t, 'images', sql`id = ${imageId}`)).toBe(0);

    const removed = await inject({
      method: 'DELETE',
      url: `/api/v1/account/members/${bo.id}/photo`,
      token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ memberId: bo.id, photoUrl: null });
    expect((await inject({ method: 'GET', url: replaced.photoUrl! })).statusCode).toBe(404);
    expect((await readPasses(token)).holders[1]!.photoUrl).toBeNull();
    expect(await photoImageOf(bo.id)).toBeNull();
  });

  it('refuses another household’s member, wrong files and no login, and stores nothing', async () => {
    const { bo } = await householdWithPasses();
    const other = await householdWithPasses();
    const before = await countRows(t, 'images');

    const stranger = await putPhoto(other.token, bo.id, await portrait());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors.message).toBe(holderPhotoTexts.notInHousehold);
    const strangerRemoves = await inject({
      method: 'DELETE',
      url: `/api/v1/account/members/${bo.id}/photo`,
      token: other.token,
    });
    expect(strangerRemoves.statusCode).toBe(404);

    const text = await putPhoto(other.token, other.bo.id, 'hello', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.message).toBe(catalogueTexts.imageType);
    const fake = await putPhoto(other.token, other.bo.id, 'not really a jpeg', 'image/jpeg');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.message).toBe(catalogueTexts.imageUnreadable);
    const huge = await putPhoto(other.token, other.bo.id, Buffer.alloc(IMAGE_MAX_BYTES + 1));
    expect(huge.statusCode).toBe(413);
    const anonymous = await inject({
      method: 'PUT',
      url: `/api/v1/account/members/${other.bo.id}/photo`,
      body: await portrait(),
      type: 'image/jpeg',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await putPhoto(other.token, 0, await portrait())).statusCode).toBe(400);

    expect(await countRows(t, 'images')).toBe(before);
    expect(await photoImageOf(bo.id)).toBeNull();
    expect((await inject({ method: 'GET', url: '/api/v1/photos/short' })).statusCode).toBe(400);
    const unknown = await inject({ method: 'GET', url: `/api/v1/photos/${'A'.repeat(22)}` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a photo taken by staff', () => {
  it('is taken by the gate and removed at the window, each audited; the member page shows it', async () => {
    const { bo } = await householdWithPasses();
    const gate = await logInAs(t, 'check-in');
    const taken = await gate.client.call('PUT', `/members/${bo.id}/photo`, {
      body: await portrait(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const audited = (action: string, staffId: number) =>
      countRows(
        t,
        'audit_log',
        sql`action = ${action} and entity = 'member' and entity_id = ${String(bo.id)}
          and staff_id = ${staffId}`,
      );
    expect(await audited('member.take-photo', gate.account.id)).toBe(1);
    // The gate cannot remove a photo, nor read the member's page.
    expect((await gate.client.call('DELETE', `/members/${bo.id}/photo`)).status).toBe(403);

    const window = await logInAs(t, 'box-office');
    const page = await window.client.call('GET', `/members/${bo.id}`);
    const cards = adminMemberResponseSchema.parse(page.body).data.cards;
    expect(cards.find((card) => card.memberId === bo.id)?.photoUrl).toBe(taken.body.data.photoUrl);
    const removed = await window.client.call('DELETE', `/members/${bo.id}/photo`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await audited('member.remove-photo', window.account.id)).toBe(1);
    expect(await photoImageOf(bo.id)).toBeNull();
    expect((await window.client.call('DELETE', '/members/999999/photo')).status).toBe(404);
  });
});
