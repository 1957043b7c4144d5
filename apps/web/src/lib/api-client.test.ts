import { cartResponseSchema } from '@shop/core/cart';
import { healthResponseSchema } from '@shop/core/catalogue-api';
import { describe, expect, it } from 'vitest';
import { UNREACHABLE_API_URL } from '../test/render-app.tsx';
import { ApiError, apiGet, apiSend, buildApiUrl, NetworkError } from './api-client.ts';

describe('the API client', () => {
  it('reads an answer through its schema', async () => {
    const health = await apiGet('', healthResponseSchema);
    expect(health.data.status).toBe('ok');
  });

  it('turns an error answer into an ApiError carrying the server’s message', async () => {
    const failure = await apiGet('/no-such-endpoint', healthResponseSchema).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).body?.errors.code).toBe('not_found');
  });

  it('sends a JSON body and reads the answer, or the error the server gives for it', async () => {
    const cart = (await apiGet('/ticketing/cart', cartResponseSchema)).data.attributes;
    const query = { cart_token: cart.token };
    const updated = await apiSend('PATCH', '/ticketing/cart', cartResponseSchema, {
      query,
      body: { cart: { donationAmount: 12.5 } },
    });
    expect(updated.data.attributes.donationAmount).toBe(12.5);
    const failure = await apiSend('PATCH', '/ticketing/cart', cartResponseSchema, {
      query,
      body: { cart: { donationAmount: 'lots' } },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).body?.errors.fields).toEqual({
      'cart.donationAmount': ['Must be a number'],
    });
  });

  it('tells an unreachable server apart from an error answer', async () => {
    window.__SHOP_API_URL__ = UNREACHABLE_API_URL;
    const failure = await apiGet('', healthResponseSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).url).toBe(UNREACHABLE_API_URL);
  });

  it('puts query values after the path and leaves out empty ones', () => {
    window.__SHOP_API_URL__ = 'http://api.test/api/v1/';
    expect(buildApiUrl('/venues', { include_activities: true, skip: undefined })).toBe(
      'http://api.test/api/v1/venues?include_activities=true',
    );
  });
});
