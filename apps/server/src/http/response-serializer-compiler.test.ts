import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activityTimesResponseSchema, venuesResponseSchema } from '@shop/core/catalogue-api';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { isDirectionFree, responseSerializerCompiler } from './response-serializer-compiler.ts';

function serializerFor(schema: z.ZodType) {
  return responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
}

describe('the response serializer', () => {
  it('writes a valid reply exactly as JSON.stringify would, keys in schema order', () => {
    const schema = z.object({
      id: z.number().int(),
      name: z.string(),
      tags: z.array(z.string()).optional(),
    });
    expect(serializerFor(schema)({ id: 1, name: 'Bobsled', tags: ['sport'] })).toBe(
      '{"id":1,"name":"Bobsled","tags":["sport"]}',
    );
  });

  it('drops keys the schema does not declare', () => {
    const schema = z.object({ id: z.number() });
    expect(serializerFor(schema)({ id: 1, secret: 'token' })).toBe('{"id":1}');
  });

  it('refuses a reply that breaks its schema, refinements included', () => {
    const schema = z.object({ date: z.string().refine((value) => value.length === 10) });
    expect(() => serializerFor(schema)({ date: '2026-1-1' })).toThrow(/doesn't match the schema/);
  });

  it('still encodes through a codec, as fastify-type-provider-zod does', () => {
    const isoInstant = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const schema = z.object({ at: isoInstant });
    expect(serializerFor(schema)({ at: new Date('2026-12-01T15:00:00Z') })).toBe(
      '{"at":"2026-12-01T15:00:00.000Z"}',
    );
  });

  it('takes the fast path for the catalogue responses and not for what differs by direction', () => {
    expect(isDirectionFree(activityTimesResponseSchema)).toBe(true);
    expect(isDirectionFree(venuesResponseSchema)).toBe(true);
    expect(isDirectionFree(apiErrorBodySchema)).toBe(false);
    expect(isDirectionFree(z.object({ n: z.number().default(1) }))).toBe(false);
    expect(isDirectionFree(z.string().transform((value) => value.length))).toBe(false);
  });
});
