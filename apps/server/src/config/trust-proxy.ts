/**
 * TRUST_PROXY: which proxies' `X-Forwarded-For` decides a client's address (rate limits, logs):
 * the proxies' addresses and CIDR ranges, as Fastify's `trustProxy` takes them. Refused, because
 * any client could then choose the address it is counted as by sending its own
 * `X-Forwarded-For`: `true` (trust every hop) and a hop count, which cannot tell a proxy from a
 * client that reaches the server directly (Fastify 5.12 dropped hop counts for that reason).
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** `false`, or the trusted proxies' addresses and ranges. */
export type TrustProxy = false | string[];

// proxy-addr's names for well-known ranges, which Fastify accepts in the list.
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (['false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower) || /^\d+$/.test(value)) {
      context.addIssue({
        code: 'custom',
        message:
          'must name the proxies in front of the server by address or CIDR range (such as 10.0.0.0/8 or loopback): true or a hop count would let any client that reaches the server directly choose its address with X-Forwarded-For',
      });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (entries.length === 0 || bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, or proxy addresses and CIDR ranges separated by commas${bad.length > 0 ? ` (not an address: ${bad.join(', ')})` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });
