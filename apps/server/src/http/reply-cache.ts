/**
 * A short-lived cache of whole JSON answers, kept serialised and compressed, for the hottest read
 * of the shop: a month of sessions with tickets, asked for by every visitor's calendar. Building
 * that answer costs milliseconds of CPU (four queries, validation, 166 KiB of JSON); serving it
 * from here costs a map lookup and a write of a few KiB of brotli.
 *
 * Freshness (decision 011): an entry lives at most `ttlMs`, and any change of capacity made
 * through this process (`invalidate`, called after every write request of the API) retires every
 * entry at once. Another server process's changes show within `ttlMs`. The cache only shapes
 * what a visitor sees; every hold and sale is still decided by the database.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';
const supportedEncodings: Encoding[] = ['br', 'gzip', 'identity'];

interface Entry {
  generation: number;
  expiresAt: number;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

export interface ReplyCacheOptions {
  /** How long an answer may be served after it was built; 0 turns the cache off. */
  ttlMs: number;
  /** Distinct keys kept at once; the oldest goes first. */
  maxEntries?: number;
  /** A monotonic clock in milliseconds; tests pass their own. */
  now?: () => number;
}

export interface ReplyCache {
  /**
   * Sends the answer stored under `key`, or builds it with `build` (which returns the JSON text,
   * already validated) and stores it. Errors thrown by `build` reach Fastify's error handler and
   * are never stored.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<string>,
  ): Promise<FastifyReply>;
  /** Retires every entry: capacity has changed. */
  invalidate(): void;
}

function compress(json: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br')
    // Quality 5 compresses a month of sessions about 15 to 1 in about a millisecond.
    return brotliCompressSync(json, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    });
  if (encoding === 'gzip') return gzipSync(json, { level: 6 });
  return json;
}

export function createReplyCache(options: ReplyCacheOptions): ReplyCache {
  const { ttlMs, maxEntries = 500 } = options;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  /** Builds under way, so that a burst of misses on one key builds it once. */
  const building = new Map<string, Promise<Entry>>();
  let generation = 0;

  function freshEntry(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.generation === generation && entry.expiresAt > now()) return entry;
    entries.delete(key);
    return undefined;
  }

  async function buildEntry(key: string, build: () => Promise<string>): Promise<Entry> {
    // The generation is read before the queries run, so an answer built from data that a
    // concurrent write has since changed is born stale.
    const startedIn = generation;
    const json = Buffer.from(await build());
    const entry: Entry = {
      generation: startedIn,
      expiresAt: now() + ttlMs,
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      bodies: { identity: json },
    };
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, entry);
    return entry;
  }

  function write(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    const accepted = request.headers['accept-encoding'];
    const encoding = ((accepted && negotiate(accepted, supportedEncodings)) ??
      'identity') as Encoding;
    let body = entry.bodies[encoding];
    if (!body) {
      body = compress(entry.bodies.identity as Buffer, encoding);
      entry.bodies[encoding] = body;
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // A Buffer skips the route's serializer: the JSON was validated when it was built.
    return reply.send(body);
  }

  return {
    async send(request, reply, key, build) {
      if (ttlMs <= 0) {
        const json = await build();
        return reply.header('content-type', 'application/json; charset=utf-8').send(json);
      }
      let entry = freshEntry(key);
      if (!entry) {
        let pending = building.get(key);
        if (!pending) {
          pending = buildEntry(key, build).finally(() => building.delete(key));
          building.set(key, pending);
        }
        entry = await pending;
      }
      return write(request, reply, entry);
    },
    invalidate() {
      generation += 1;
    },
  };
}
