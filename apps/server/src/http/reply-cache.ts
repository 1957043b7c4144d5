/**
 * A short-lived cache of whole answers (JSON, and the shared pages' HTML), kept serialised and compressed, for the hottest read
 * of the shop: a month of sessions with tickets, asked for by every visitor's calendar. Building
 * that answer costs milliseconds of CPU (four queries, validation, 166 KiB of JSON); serving it
 * from here costs a map lookup and a write of a few KiB of brotli.
 *
 * Freshness (decisions 011 and 038): an entry is served as it is for `ttlMs`; during the next
 * `ttlMs` it is still served while one request rebuilds it in the background. Writes do not retire
 * entries: under an on-sale every hold would, and the month would be rebuilt after each one. So
 * any change, made through this process or another, shows within `2 × ttlMs`. The cache only
 * shapes what a visitor sees; every hold and sale is still decided by the database.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compress, type Compression } from './compression.ts';

/** An answer to keep with headers of its own (a page's Content-Security-Policy). */
export interface AnswerWithHeaders {
  body: string;
  headers: Record<string, string>;
}

interface Entry {
  /** When its queries started: what it says is at least this fresh. */
  builtAt: number;
  etag: string;
  body: Buffer;
  headers: Record<string, string>;
  /** Each compressed form, made once, off the event loop (zlib's thread pool). */
  compressed: Partial<Record<Compression, Promise<Buffer>>>;
}

export interface ReplyCacheOptions {
  /** How long an answer may be served after it was built; 0 turns the cache off. */
  ttlMs: number;
  /** Distinct keys kept at once; the oldest goes first. */
  maxEntries?: number;
  /** A monotonic clock in milliseconds; tests pass their own. */
  now?: () => number;
  /** The answers' type: JSON unless said (the shared pages are HTML, web/serve-web.ts). */
  contentType?: string;
}

export interface ReplyCache {
  /**
   * Sends the answer stored under `key`, or builds it with `build` (which returns the JSON text,
   * already validated, or the body with headers of its own) and stores it. Errors thrown by
   * `build` reach the caller (Fastify's error handler) and are never stored.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<string | AnswerWithHeaders>,
  ): Promise<FastifyReply>;
}

function toEntry(builtAt: number, answer: string | AnswerWithHeaders): Entry {
  const body = Buffer.from(typeof answer === 'string' ? answer : answer.body);
  return {
    builtAt,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    body,
    headers: typeof answer === 'string' ? {} : answer.headers,
    compressed: {},
  };
}

export function createReplyCache(options: ReplyCacheOptions): ReplyCache {
  const { ttlMs, maxEntries = 500, contentType = 'application/json; charset=utf-8' } = options;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  /** Builds under way, so that a burst of misses on one key builds it once. */
  const building = new Map<string, Promise<Entry>>();

  function startBuild(
    key: string,
    build: () => Promise<string | AnswerWithHeaders>,
  ): Promise<Entry> {
    const pending = building.get(key);
    if (pending) return pending;
    const started = buildEntry(key, build);
    building.set(key, started);
    void started.finally(() => building.delete(key)).catch(() => undefined);
    return started;
  }

  async function buildEntry(
    key: string,
    build: () => Promise<string | AnswerWithHeaders>,
  ): Promise<Entry> {
    const builtAt = now();
    const entry = toEntry(builtAt, await build());
    // Browsers ask for brotli: have it ready by the time the kept entry is first written.
    entry.compressed.br = compress(entry.body, 'br');
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, entry);
    return entry;
  }

  async function write(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
  ): Promise<FastifyReply> {
    reply
      .headers(entry.headers)
      .header('content-type', contentType)
      .header('vary', 'accept-encoding')
      .header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    const encoding = acceptedEncoding(request);
    // A Buffer skips the route's serializer: the JSON was validated when it was built.
    if (encoding === 'identity') return reply.send(entry.body);
    entry.compressed[encoding] ??= compress(entry.body, encoding);
    const body = await entry.compressed[encoding];
    return reply.header('content-encoding', encoding).send(body);
  }

  return {
    async send(request, reply, key, build) {
      // Off: built for each request, and still sent compressed.
      if (ttlMs <= 0) return write(request, reply, toEntry(now(), await build()));
      const stored = entries.get(key);
      if (stored) {
        const age = now() - stored.builtAt;
        if (age < ttlMs) return write(request, reply, stored);
        if (age < 2 * ttlMs) {
          // Answer with it and refresh it once in the background, so no visitor waits for the
          // rebuild. A failed refresh is dropped here and met by the first request after the
          // second period, which waits for its own build.
          startBuild(key, build).catch(() => undefined);
          return write(request, reply, stored);
        }
      }
      return write(request, reply, await startBuild(key, build));
    },
  };
}
