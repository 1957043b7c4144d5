import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema } from '@shop/core/cart';
import { verifyResponseSchema } from '@shop/core/payment';
import { loadSettings, SettingsError } from '../../config/settings.ts';
import { carts } from '../../db/schema.ts';
import { startSiteverifyStandIn, type SiteverifyStandIn } from '../../test/siteverify-stand-in.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { isCartVerified } from './is-cart-verified.ts';

/** Google's siteverify: 'human' passes, anything else fails. */
let siteverify: SiteverifyStandIn;

let t: TestApp;
let disabled: TestApp;

beforeAll(async () => {
  siteverify = await startSiteverifyStandIn();
  t = await createTestApp({ seed: false, settings: siteverify.settings });
  disabled = await createTestApp({ seed: false });
});

afterAll(async () => {
  await t.close();
  await disabled.close();
  await siteverify.close();
});

beforeEach(() => {
  siteverify.posts = [];
  siteverify.isDown = false;
});

async function newCart(app: TestApp) {
  const response = await app.app.inject({ method: 'GET', url: '/api/v1/ticketing/cart' });
  return cartResponseSchema.parse(response.json()).data.attributes;
}

async function verify(app: TestApp, cartToken: string | null, body: unknown) {
  const response = await app.app.inject({
    method: 'POST',
    url: cartToken === null ? '/api/v1/verify' : `/api/v1/verify?cart_token=${cartToken}`,
    payload: body as object,
    remoteAddress: '203.0.113.9',
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function verifiedAtOf(app: TestApp, cartId: number) {
  const [row] = await app.database.db
    .select({ verifiedAt: carts.verifiedAt })
    .from(carts)
    .where(eq(carts.id, cartId));
  return row?.verifiedAt ?? null;
}

describe('POST /verify with reCAPTCHA enabled', () => {
  it("passes an answer Google accepts, asking Google with the secret, answer and visitor's address", async () => {
    const cart = await newCart(t);
    const response = await verify(t, cart.token, { captchaResponse: 'human', cartId: cart.id });
    expect(response.status).toBe(200);
    expect(verifyResponseSchema.parse(response.body).data).toEqual({
      id: cart.id,
      type: 'verification',
      attributes: { verified: true, verifiedAt: TEST_NOW.toISOString() },
    });
    expect(siteverify.posts.map((form) => Object.fromEntries(form))).toEqual([
      { secret: 'test-secret', response: 'human', remoteip: '203.0.113.9' },
    ]);
    expect(await verifiedAtOf(t, cart.id)).toEqual(TEST_NOW);
  });

  it("refuses an answer Google rejects with 422 'Verification failed.' and records nothing", async () => {
    const cart = await newCart(t);
    const response = await verify(t, cart.token, { captchaResponse: 'robot', cartId: cart.id });
    expect(response.status).toBe(422);
    expect(apiErrorBodySchema.parse(response.body)).toEqual({
      errors: { status: 422, code: 'unprocessable', message: 'Verification failed.' },
    });
    expect(await verifiedAtOf(t, cart.id)).toBeNull();
  });

  it('refuses an empty answer without asking Google', async () => {
    const cart = await newCart(t);
    const response = await verify(t, cart.token, { captchaResponse: '  ', cartId: cart.id });
    expect(response.status).toBe(422);
    expect(siteverify.posts).toEqual([]);
  });

  it('answers 503 when Google cannot be asked, and records nothing', async () => {
    siteverify.isDown = true;
    const cart = await newCart(t);
    const response = await verify(t, cart.token, { captchaResponse: 'human', cartId: cart.id });
    expect(response.status).toBe(503);
    expect(apiErrorBodySchema.parse(response.body).errors.code).toBe('service_unavailable');
    expect(await verifiedAtOf(t, cart.id)).toBeNull();
  });
});

describe('POST /verify with reCAPTCHA disabled', () => {
  it('passes any answer without asking Google, and records the pass on the cart', async () => {
    const cart = await newCart(disabled);
    const response = await verify(disabled, cart.token, { captchaResponse: '', cartId: cart.id });
    expect(response.status).toBe(200);
    expect(verifyResponseSchema.parse(response.body).data.attributes.verified).toBe(true);
    expect(siteverify.posts).toEqual([]);
    expect(await verifiedAtOf(disabled, cart.id)).toEqual(TEST_NOW);
  });
});

describe('bad verify requests', () => {
  // With reCAPTCHA off the pass is recorded in one statement that must match both.
  it.each([
    ['on', () => t],
    ['off', () => disabled],
  ])(
    'refuses a cart id that is not the cart of the token, as not found, changing nothing (reCAPTCHA %s)',
    async (_recaptcha, appOf) => {
      const app = appOf();
      const mine = await newCart(app);
      const other = await newCart(app);
      const response = await verify(app, mine.token, {
        captchaResponse: 'human',
        cartId: other.id,
      });
      expect(response.status).toBe(404);
      expect(apiErrorBodySchema.parse(response.body).errors.message).toBe('Cart was not found.');
      expect(await verifiedAtOf(app, mine.id)).toBeNull();
      expect(await verifiedAtOf(app, other.id)).toBeNull();
      expect(siteverify.posts).toEqual([]);
    },
  );

  it('refuses an unknown cart token as not found', async () => {
    const response = await verify(t, 'no-such-cart', { captchaResponse: 'human', cartId: 1 });
    expect(response.status).toBe(404);
  });

  it('refuses a missing cart token, a missing cart id and a cart id given as text, naming the field', async () => {
    const cart = await newCart(t);
    const noToken = await verify(t, null, { captchaResponse: 'human', cartId: cart.id });
    expect(noToken.status).toBe(400);
    expect(apiErrorBodySchema.parse(noToken.body).errors.fields).toHaveProperty('cart_token');

    const noId = await verify(t, cart.token, { captchaResponse: 'human' });
    expect(noId.status).toBe(400);
    expect(apiErrorBodySchema.parse(noId.body).errors).toMatchObject({
      code: 'validation_failed',
      fields: { cartId: [expect.any(String)] },
    });

    const textId = await verify(t, cart.token, {
      captchaResponse: 'human',
      cartId: String(cart.id),
    });
    expect(textId.status).toBe(400);
    expect(await verifiedAtOf(t, cart.id)).toBeNull();
    expect(siteverify.posts).toEqual([]);
  });
});

describe('whether a cart is verified, for the order', () => {
  it('is true within the allowed age of the pass and false after it, or without one', async () => {
    const cart = await newCart(disabled);
    const db = disabled.database.db;
    expect(await isCartVerified(db, cart.id, TEST_NOW, 30)).toBe(false);
    await verify(disabled, cart.token, { captchaResponse: '', cartId: cart.id });
    expect(await isCartVerified(db, cart.id, TEST_NOW, 30)).toBe(true);
    const later = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
    expect(await isCartVerified(db, cart.id, later(30), 30)).toBe(true);
    expect(await isCartVerified(db, cart.id, later(31), 30)).toBe(false);
    expect(await isCartVerified(db, 999_999, TEST_NOW, 30)).toBe(false);
  });
});

describe('reCAPTCHA settings', () => {
  it('are disabled by default and need a secret key when enabled', () => {
    expect(loadSettings({}).RECAPTCHA_DISABLED).toBe(true);
    expect(() => loadSettings({ RECAPTCHA_DISABLED: 'false' })).toThrow(SettingsError);
    expect(() => loadSettings({ RECAPTCHA_DISABLED: 'false' })).toThrow(
      'RECAPTCHA_SECRET_KEY: is required when RECAPTCHA_DISABLED=false',
    );
  });
});
