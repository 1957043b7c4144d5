/**
 * The server's render of a page (decision 102): the whole page at once, never streamed, so the
 * server can hash its inline scripts for the Content-Security-Policy and keep a copy of an
 * anonymous page.
 */
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { isRenderedInBrowser } from './app/page-meta.ts';

/** The framework's module preloads, asked for at low priority. */
const lowerScriptPreloads = (page: string) =>
  page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchPriority="low"');

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  let renderStatus = status;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: request.signal,
      onError(error) {
        renderStatus = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  const page = await new Response(body).text();
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // The page's scripts after its stylesheet and pictures: on a slow link the page the server
  // rendered shows before the code that makes it interactive has arrived. A page whose content
  // the browser renders (its route's `handle`) needs its scripts first.
  const rendersInBrowser = isRenderedInBrowser(
    routerContext.staticHandlerContext.matches.map((match) => match.route),
  );
  return new Response(rendersInBrowser ? page : lowerScriptPreloads(page), {
    status: renderStatus,
    headers,
  });
}
