/** Image uploads (decision 044): resized and stored, served with cache headers, bad files refused. */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTexts, uploadedImageResponseSchema } from '@shop/core/admin-catalogue-api';
import { IMAGE_MAX_BYTES } from '@shop/core/image-uploads';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';

let t: TestApp;
let manager: AdminClient;
beforeAll(async () => {
  t = await createStaffTestApp();
  manager = (await logInAs(t, 'manager')).client;
});
afterAll(() => t.close());

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();

const upload = (client: AdminClient, body: Buffer | string, type: string) =>
  client.call('POST', '/images', { body, headers: { 'content-type': type } });

describe('image uploads', () => {
  it('resizes an upload to the shop’s sizes and serves them for a year', async () => {
    const answer = await upload(manager, await photo(3000, 2000), 'image/jpeg');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const image = uploadedImageResponseSchema.parse(answer.body).data;
    expect(image).toMatchObject({ width: 1280, height: 853 });
    expect(image.url).toBe(`/api/v1/images/${image.id}/image`);

    const large = await t.app.inject({ method: 'GET', url: image.url });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    const thumbnail = await t.app.inject({ method: 'GET', url: image.thumbnailUrl });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
    const audited = sql`action = 'image.upload' and entity_id = ${String(image.id)}`;
    expect(await countRows(t, 'audit_log', audited)).toBe(1);
  });

  it('never enlarges a small picture', async () => {
    const answer = await upload(manager, await photo(200, 100), 'image/jpeg');
    expect(answer.body.data).toMatchObject({ width: 200, height: 100 });
  });

  it('refuses non-images, unreadable files and oversized uploads, and stores nothing', async () => {
    const before = await countRows(t, 'images');
    const text = await upload(manager, 'hello', 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.errors.message).toBe(catalogueTexts.imageType);
    const json = await manager.call('POST', '/images', { body: { not: 'an image' } });
    expect(json.status).toBe(415);
    const fake = await upload(manager, Buffer.from('not really a png at all'), 'image/png');
    expect(fake.status).toBe(422);
    expect(fake.body.errors.message).toBe(catalogueTexts.imageUnreadable);
    const huge = await upload(manager, Buffer.alloc(IMAGE_MAX_BYTES + 1), 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body.errors.message).toBe(catalogueTexts.imageTooLarge(8));
    expect(await countRows(t, 'images')).toBe(before);
  });

  it('is for catalogue editors only, and answers 404 for an unknown image', async () => {
    const { client } = await logInAs(t, 'box-office');
    expect((await upload(client, await photo(10, 10), 'image/jpeg')).status).toBe(403);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/images/999999/image' });
    expect(missing.statusCode).toBe(404);
    const variant = await t.app.inject({ method: 'GET', url: '/api/v1/images/1/original' });
    expect(variant.statusCode).toBe(400);
  });
});
