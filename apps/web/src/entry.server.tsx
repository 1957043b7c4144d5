/**
 * The server's render of a page (decision 102): the whole page at once, never streamed, so the
 * server can hash its inline scripts for the Content-Security-Policy and keep a copy of an
 * anonymous page.
 */
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

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
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status: renderStatus, headers });
}
