import { navResponseSchema, venuesResponseSchema } from '@shop/core/catalogue-api';
import { inject } from 'vitest';

/** Reads the venues straight from the test server, to state what the page should show. */
export async function fetchVenuesFromServer() {
  const response = await fetch(`${inject('apiUrl')}/venues?include_activities=true`);
  return venuesResponseSchema
    .parse(await response.json())
    .data.map((resource) => resource.attributes);
}

/** Reads the header menu straight from the test server. */
export async function fetchNavFromServer() {
  const response = await fetch(`${inject('apiUrl')}/nav`);
  return navResponseSchema.parse(await response.json()).data.items;
}
