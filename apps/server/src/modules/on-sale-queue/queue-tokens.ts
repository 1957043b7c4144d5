/**
 * The queue's signed tokens (decision 104): a ticket names a visitor's place in a queue, a pass
 * its turn to buy until it expires. Both are a base64url JSON payload and its HMAC-SHA256, so a
 * cart call checks a pass without reading the database, and nobody can make one or change its
 * place or expiry. The key is derived from TOTP_ENCRYPTION_KEY, the server secret production
 * already requires, for this use only.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { parseEncryptionKey, type Settings } from '../../config/settings.ts';
import { DEVELOPMENT_TOTP_KEY } from '../staff/index.ts';

/** A queue as its tokens name it: its id and opening, so a queue set up again voids the old ones. */
interface QueueStamp {
  q: number;
  o: number;
}
const stamp = { q: z.number().int().positive(), o: z.number().int() };
const ticketSchema = z.object({
  k: z.literal('t'),
  v: z.string(),
  p: z.number().nullable(),
  ...stamp,
});
const passSchema = z.object({
  k: z.literal('p'),
  v: z.string(),
  p: z.number(),
  e: z.number(),
  ...stamp,
});
export type TicketClaims = z.infer<typeof ticketSchema>;
export type PassClaims = z.infer<typeof passSchema>;

export interface QueueTokens {
  signTicket(
    queue: { id: number; opensAt: Date },
    visitorId: string,
    position: number | null,
  ): string;
  readTicket(token: string): TicketClaims | null;
  signPass(
    queue: { id: number; opensAt: Date },
    visitor: { id: string; position: number },
    expiresAt: Date,
  ): string;
  readPass(token: string): PassClaims | null;
}

export function createQueueTokens(secret: Buffer): QueueTokens {
  const signatureOf = (body: string) => createHmac('sha256', secret).update(body).digest();
  const sign = (claims: object) => {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${signatureOf(body).toString('base64url')}`;
  };
  const read = <T>(token: string, schema: z.ZodType<T>): T | null => {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = signatureOf(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString()));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const stampOf = (queue: { id: number; opensAt: Date }): QueueStamp => ({
    q: queue.id,
    o: queue.opensAt.getTime(),
  });
  return {
    signTicket: (queue, visitorId, position) =>
      sign({ k: 't', v: visitorId, p: position, ...stampOf(queue) }),
    readTicket: (token) => read(token, ticketSchema),
    signPass: (queue, visitor, expiresAt) =>
      sign({
        k: 'p',
        v: visitor.id,
        p: visitor.position,
        e: expiresAt.getTime(),
        ...stampOf(queue),
      }),
    readPass: (token) => read(token, passSchema),
  };
}

/** The tokens' key as the settings give it: its own, derived from the server secret. */
export function createQueueTokensFromSettings(
  settings: Pick<Settings, 'TOTP_ENCRYPTION_KEY'>,
): QueueTokens {
  const serverSecret = settings.TOTP_ENCRYPTION_KEY
    ? parseEncryptionKey(settings.TOTP_ENCRYPTION_KEY)
    : DEVELOPMENT_TOTP_KEY;
  if (!serverSecret) throw new Error('TOTP_ENCRYPTION_KEY is not a key of 32 bytes');
  const key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'on-sale queue tokens', 32));
  return createQueueTokens(key);
}
