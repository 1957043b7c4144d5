/**
 * Serves the built web app: hashed assets cached for a year, and every page of SPEC section 2
 * rendered on the server by the web app's server build (render-pages.ts, decision 102). Pages of
 * one visitor are noindex and private, and robots.txt and sitemap.xml are answered here
 * (search-engines.ts).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { acceptedEncoding, compress } from '../http/compression.ts';
import { createReplyCache } from '../http/reply-cache.ts';
import {
  allowScriptHashes,
  loadPageRenderer,
  type PageRenderer,
  type RenderedPage,
  type RenderPage,
} from './render-pages.ts';
import {
  pageHeaders,
  registerSearchEngineFiles,
  sharedPageKey,
  type SearchEngineDeps,
} from './search-engines.ts';

/** A rendered page, with its headers, in the encoding the browser accepts. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  if (page.location !== undefined && page.status >= 300 && page.status < 400) {
    return reply.headers(pageHeaders(request.url)).redirect(page.location, page.status);
  }
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', allowScriptHashes(policy, page.scriptHashes));
  }
  reply.status(page.status).headers(pageHeaders(request.url)).header('vary', 'accept-encoding');
  reply.type(page.contentType);
  const encoding = acceptedEncoding(request);
  if (encoding === 'identity') return reply.send(page.html);
  return reply
    .header('content-encoding', encoding)
    .send(await compress(Buffer.from(page.html), encoding));
}

export interface WebAppDeps extends SearchEngineDeps {
  /** Where the render's own API reads go (the API's prefix) and the header that the rate limit
   * lets through, which they carry. */
  renderApi: { prefix: string; headers: Record<string, string> };
  /**
   * How long a shared page (findSharedPage) is served from memory, as its sessions' answer is
   * (ACTIVITY_TIMES_CACHE_MS): an on-sale's thousands of visitors cost a render a second.
   */
  sharedPageCacheMs: number;
}

/** A page that is not kept: answered as it is, uncached. */
class UnsharedPage extends Error {
  constructor(readonly page: RenderedPage) {
    super('not a page to keep');
  }
}

/**
 * The address of the page every visitor at `url` is sent alike: the catalogue's pages
 * (sharedPageKey), and the pages whose content the browser reads, a cart's or an order's, rendered
 * without their tokens. Undefined for a page rendered for its visitor.
 */
async function findSharedPage(url: string, renderer: PageRenderer): Promise<string | undefined> {
  return sharedPageKey(url) ?? renderer.findBrowserRenderedPath(url.split('?', 1)[0] ?? '');
}

/**
 * Sends the shared page `key` from memory, rendered for its key's URL; a page that renders to
 * anything but 200 (a missing activity's 404) is sent as it is and not kept.
 */
function createSharedPages(renderPage: RenderPage, ttlMs: number) {
  const cache = createReplyCache({ ttlMs, contentType: 'text/html; charset=utf-8' });
  return async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    reply.headers(pageHeaders(key));
    try {
      return await cache.send(request, reply, key, async () => {
        const page = await renderPage(request, key);
        if (page.status !== 200) throw new UnsharedPage(page);
        const hashes = { 'content-security-policy': allowScriptHashes(policy, page.scriptHashes) };
        return { body: page.html, headers: policy ? hashes : {} };
      });
    } catch (error) {
      if (error instanceof UnsharedPage) return sendPage(request, reply, error.page);
      throw error;
    }
  };
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  deps: WebAppDeps,
): Promise<void> {
  registerSearchEngineFiles(app, deps);
  const renderer = await loadPageRenderer(app, {
    serverBuildFile: path.join(distDir, 'server', 'index.js'),
    publicUrl: deps.publicUrl,
    renderApi: deps.renderApi,
  });
  const sendSharedPage = renderer && createSharedPages(renderer.render, deps.sharedPageCacheMs);
  if (renderer) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'client'),
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
    if (!renderer || !sendSharedPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    // Paths that merely look like files (a missing /foo.png) are real 404s, not pages; a client
    // navigation's `.data` request is the route's data.
    const extension = path.extname(request.url.split('?')[0] ?? '');
    if (extension !== '' && extension !== '.data') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const sharedKey =
      request.method === 'GET' && extension === ''
        ? await findSharedPage(request.url, renderer)
        : undefined;
    if (sharedKey) return sendSharedPage(request, reply, sharedKey);
    return sendPage(request, reply, await renderer.render(request));
  });
}
