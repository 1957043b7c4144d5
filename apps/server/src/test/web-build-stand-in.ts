/**
 * A stand-in for the web app's build (`apps/web/dist`), for tests of how the server serves it
 * (web/serve-web.ts, web/render-pages.ts): a hashed asset with its compressed copies, and a
 * server build whose page names the URL it was asked for and counts its renders, with one inline
 * script, as the real build's pages have. The cart's and an order's confirmation pages are read
 * in the browser. `/` redirects to `/activities`, and `/missing-page` and
 * `/activities/404` are not found, as in the shop. The real build's pages are tested by the browser journeys (e2e/).
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const standInInlineScript = 'window.__page = 1;';

const serverBuild = `
let api;
let renders = 0;
export function setServerApi(value) { api = value; }
export async function findBrowserRenderedPath(pathname) {
  if (pathname === '/activities/cart') return pathname;
  return pathname.startsWith('/orders/confirmation/') ? '/orders/confirmation/-' : undefined;
}
export async function handlePageRequest(request) {
  const url = new URL(request.url);
  if (url.pathname === '/') return new Response(null, { status: 302, headers: { location: '/activities' } });
  const status = ['/missing-page', '/activities/404'].includes(url.pathname) ? 404 : 200;
  renders += 1;
  const page = '<!doctype html><title>Shop</title><main>' + url.origin + url.pathname + url.search +
    '</main><p id="render">' + renders + '</p>' +
    '<p id="api">' + (api ? api.url : '') + '</p><script>${standInInlineScript}</script>' +
    '<script type="module" src="/assets/app-1234.js"></script>';
  return new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
`;

/** A directory laid out as the web build is: `client/` served as files, `server/index.js`. */
export async function writeWebBuildStandIn(): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(distDir, 'client', 'assets'), { recursive: true });
  await mkdir(path.join(distDir, 'server'));
  const asset = path.join(distDir, 'client', 'assets', 'app-1234.js');
  await writeFile(asset, 'console.log(1)');
  // The build's compressed copies (vite-plugin-compression2), made here the same way.
  const plain = await readFile(asset);
  await writeFile(`${asset}.br`, brotliCompressSync(plain));
  await writeFile(`${asset}.gz`, gzipSync(plain));
  await writeFile(path.join(distDir, 'server', 'index.js'), serverBuild);
  return distDir;
}
