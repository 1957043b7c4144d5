/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * route of the single-page app (SPEC section 2) answered with index.html; the pages that preload
 * their code and first answers (decision 064) with index.html and those preloads. Pages of one
 * visitor are noindex and private, and robots.txt and sitemap.xml are answered here
 * (search-engines.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { acceptedEncoding, compress, type Compression } from '../http/compression.ts';
import {
  collectPageAnswers,
  insertIntoHead,
  preloadedPages,
  readPagePreloads,
  renderPreloadTags,
  type PagePreloadsFile,
  type PreloadDeps,
} from './page-preloads.ts';
import { pageHeaders, registerSearchEngineFiles, type SearchEngineDeps } from './search-engines.ts';

/**
 * A page, with its headers, in the encoding the browser accepts: compressed as the reply cache's
 * answers are, by `compressed` when the page's compressed bodies are kept.
 */
async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  page: string,
  compressed = (encoding: Compression) => compress(Buffer.from(page), encoding),
) {
  reply.headers(pageHeaders(request.url)).header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (encoding === 'identity') return reply.send(page);
  return reply.header('content-encoding', encoding).send(await compressed(encoding));
}

/** index.html's compressed bodies, made once each: every other app route answers with it. */
function keepCompressed(page: string) {
  const bodies = new Map<Compression, Promise<Buffer>>();
  return (encoding: Compression) => {
    let body = bodies.get(encoding);
    if (!body) {
      body = compress(Buffer.from(page), encoding);
      bodies.set(encoding, body);
    }
    return body;
  };
}

function registerPreloadedPages(
  app: FastifyInstance,
  html: string,
  build: PagePreloadsFile,
  deps: PreloadDeps,
) {
  for (const page of preloadedPages) {
    app.get(page.url, async (request, reply) => {
      const query = new URL(request.url, 'http://page.invalid').searchParams;
      const params = request.params as Record<string, string>;
      const answers = await collectPageAnswers(page, { params, query }, deps, (error) =>
        request.log.warn({ err: error }, 'the page is sent without its answers preloaded'),
      );
      const tags = renderPreloadTags(page, answers, build);
      return sendHtml(request, reply, insertIntoHead(html, tags));
    });
  }
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  deps: PreloadDeps & SearchEngineDeps,
): Promise<void> {
  registerSearchEngineFiles(app, deps);
  const indexPath = path.join(distDir, 'index.html');
  const html = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const compressedIndex = html === undefined ? undefined : keepCompressed(html);
  if (html !== undefined) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (vite.config.ts); each is sent to browsers that accept it.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const preloads = readPagePreloads(distDir);
    if (preloads) {
      registerPreloadedPages(app, html, preloads, deps);
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage) {
      const error = new AppError(
        'not_found',
        `No route for ${request.method} ${request.url.split('?')[0]}.`,
      );
      return reply.status(404).send(error.toBody());
    }
    if (html === undefined) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    // Paths that merely look like files (a missing /foo.png) are real 404s, not app routes.
    if (path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendHtml(request, reply, html, compressedIndex);
  });
}
