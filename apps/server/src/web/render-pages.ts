/**
 * The glue between Fastify and the web app's server build (decision 102). A page request becomes a
 * Fetch `Request` whose origin is PUBLIC_URL, never the request's `Host` (a forged host must not
 * reach a page's links), is rendered by the build's `handlePageRequest`, and comes back as the
 * whole page with the hashes of its inline scripts, which the page's Content-Security-Policy
 * allows and nothing else inline.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's server build (`apps/web/src/server.ts`) exports. */
interface WebServerBuild {
  handlePageRequest(request: Request): Promise<Response>;
  setServerApi(api: { url: string; headers: Record<string, string> }): void;
  findBrowserRenderedPath(pathname: string): Promise<string | undefined>;
}

export interface RenderedPage {
  status: number;
  /** The page's HTML, or for a client navigation's `.data` request the route's data. */
  html: string;
  contentType: string;
  /** Where a redirect leads, as the page's own path. */
  location: string | undefined;
  /** The CSP sources of the page's inline scripts: `'sha256-…'`. */
  scriptHashes: string[];
}

/** Renders the page of `url` (the request's own unless given) with the request's headers. */
export type RenderPage = (request: FastifyRequest, url?: string) => Promise<RenderedPage>;

export interface PageRenderer {
  render: RenderPage;
  /**
   * The address whose page every visitor at `pathname` is sent when what it shows is read in the
   * browser (a cart, an order: the web build's route handles say which): the route's path
   * without its tokens. Undefined for any other page.
   */
  findBrowserRenderedPath(pathname: string): Promise<string | undefined>;
}

/** The request headers a page's render reads; cookies and the rest stay out of it. */
const forwardedHeaders = ['accept', 'accept-language', 'user-agent'];

const inlineScriptPattern = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hash source of each inline script of `html`. */
export function hashInlineScripts(html: string): string[] {
  return [...html.matchAll(inlineScriptPattern)]
    .map(([, script = '']) => script)
    .filter((script) => script.length > 0)
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/** `policy` with `hashes` added to its script-src. */
export function allowScriptHashes(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src\s[^;]*)/, `$1$2 ${hashes.join(' ')}`);
}

/** The server's own address for the render's API reads: loopback when it listens everywhere. */
function ownApiUrl(app: FastifyInstance, apiPrefix: string): string {
  const address = app.server.address() as AddressInfo | null;
  const host =
    !address || ['0.0.0.0', '::'].includes(address.address)
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address?.port ?? 0}${apiPrefix}`;
}

function toOwnPath(location: string, publicUrl: string): string {
  const url = new URL(location, publicUrl);
  return `${url.pathname}${url.search}`;
}

export interface PageRendererOptions {
  /** The web app's server build, `apps/web/dist/server/index.js`. */
  serverBuildFile: string;
  /** The shop's address as visitors reach it (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The API's prefix on this server, and the headers the render's own reads of it carry (the
   * rate limit lets them through). */
  renderApi: { prefix: string; headers: Record<string, string> };
}

/** The page renderer, or undefined when the web app is not built. */
export async function loadPageRenderer(
  app: FastifyInstance,
  { serverBuildFile, publicUrl, renderApi }: PageRendererOptions,
): Promise<PageRenderer | undefined> {
  if (!existsSync(serverBuildFile)) return undefined;
  const build = (await import(pathToFileURL(path.resolve(serverBuildFile)).href)) as WebServerBuild;
  let isApiSet = false;
  const render: RenderPage = async (request, url = request.url) => {
    // The address is known once the server listens; a page rendered before (a test's inject)
    // renders without the API's answers.
    if (!isApiSet && app.server.address()) {
      build.setServerApi({ url: ownApiUrl(app, renderApi.prefix), headers: renderApi.headers });
      isApiSet = true;
    }
    const headers = new Headers();
    for (const name of forwardedHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const response = await build.handlePageRequest(
      new Request(new URL(url, publicUrl), { headers }),
    );
    const html = await response.text();
    const location = response.headers.get('location') ?? undefined;
    return {
      status: response.status,
      html,
      contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      location: location === undefined ? undefined : toOwnPath(location, publicUrl),
      scriptHashes: hashInlineScripts(html),
    };
  };
  return { render, findBrowserRenderedPath: (pathname) => build.findBrowserRenderedPath(pathname) };
}
