/**
 * Compressing what the server builds per answer (the reply cache's JSON, a page's HTML with its
 * preloads): the encoding a request accepts, and the body in it. Static files come precompressed
 * from the build instead (@fastify/static `preCompressed`).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';
export type Compression = Exclude<Encoding, 'identity'>;
const supportedEncodings: Encoding[] = ['br', 'gzip', 'identity'];

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the request accepts: brotli, else gzip, else none. */
export function acceptedEncoding(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'];
  return ((accepted && negotiate(accepted, supportedEncodings)) ?? 'identity') as Encoding;
}

/** `text` compressed off the event loop (zlib's thread pool). */
export function compress(text: Buffer, encoding: Compression): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(text, { level: 6 });
  // Quality 5 compresses a month of sessions about 15 to 1 in a few milliseconds.
  return brotliCompressAsync(text, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_SIZE_HINT]: text.length,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    },
  });
}
