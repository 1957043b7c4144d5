import type { cartResponseSchema } from '@shop/core/cart';
import type { healthResponseSchema } from '@shop/core/catalogue-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREACHABLE_API_URL } from '../test/render-app.tsx';
import { ApiError, apiGet, apiSend, buildApiUrl, NetworkError } from './api-client.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the API client', () => {
  it('reads an answer, typed', async () => {
    const health = await apiGet<typeof healthResponseSchema>('');
    expect(health.data.status).toBe('ok');
  });

  it('returns the answer as the server sent it, without parsing it', async () => {
    // A shape no schema of the shop's answers: the client neither rejects nor strips it.
    const sent = { data: { status: 'unexpected', extra: [1, 2] } };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json(sent));
    const answer = await apiGet<typeof healthResponseSchema>('/venues', {
      query: { include_activities: true },
    });
    expect(answer).toEqual(sent);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(buildApiUrl('/venues', { include_activities: true }));
    expect(init?.method).toBe('GET');
  });

  it('turns an error answer into an ApiError carrying the server’s message', async () => {
    const failure = await apiGet<typeof healthResponseSchema>('/no-such-endpoint').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).body?.errors.code).toBe('not_found');
  });

  it('sends a JSON body and reads the answer, or the error the server gives for it', async () => {
    const cart = (await apiGet<typeof cartResponseSchema>('/ticketing/cart')).data.attributes;
    const query = { cart_token: cart.token };
    const updated = await apiSend<typeof cartResponseSchema>('PATCH', '/ticketing/cart', {
      query,
      body: { cart: { donationAmount: 12.5 } },
    });
    expect(updated.data.attributes.donationAmount).toBe(12.5);
    const failure = await apiSend<typeof cartResponseSchema>('PATCH', '/ticketing/cart', {
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
    const failure = await apiGet<typeof healthResponseSchema>('').catch((error: unknown) => error);
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
