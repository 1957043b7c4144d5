/**
 * A route's error answers for its OpenAPI `response` map: every failure answers the one error
 * body (app-error.ts), so a route names only the statuses it can answer.
 */
import { apiErrorBodySchema } from '@shop/core/api-error';

export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorBodySchema])) as Record<
    Status,
    typeof apiErrorBodySchema
  >;
}
