/**
 * The interactive API documentation maps every route, the admin API's included: served in
 * development and tests, and in production only when API_DOCS asks for it.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, productionSettings } from '../test/test-app.ts';

async function docsStatuses(settings: Record<string, string>) {
  const t = await createTestApp({ seed: false, settings });
  try {
    const statuses: number[] = [];
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml'])
      statuses.push((await t.app.inject({ method: 'GET', url })).statusCode);
    return statuses;
  } finally {
    await t.close();
  }
}

describe('the API documentation', () => {
  it('is not served in production', async () => {
    expect(await docsStatuses(productionSettings)).toEqual([404, 404, 404]);
  });

  it('is served in production when API_DOCS=true', async () => {
    expect(await docsStatuses({ ...productionSettings, API_DOCS: 'true' })).toEqual([
      200, 200, 200,
    ]);
  });

  it('is served in development unless API_DOCS=false', async () => {
    expect(await docsStatuses({})).toEqual([200, 200, 200]);
    expect(await docsStatuses({ API_DOCS: 'false' })).toEqual([404, 404, 404]);
  });
});
