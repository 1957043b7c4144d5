/**
 * Cart and order tokens are bearer secrets: they must never reach a log or an error report, the
 * server's or the browser's. Query values whose name mentions a token or a password (a form sent
 * natively by a browser, which the shop's own forms no longer allow: decision 113), and path
 * segments that look like a token, are masked.
 */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;

export function redactUrl(url: string): string {
  const [pathname = '', query] = url.split('?', 2);
  const maskedPath = pathname
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (query === undefined) return maskedPath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (/token|password/i.test(key)) params.set(key, '[redacted]');
  }
  return `${maskedPath}?${params.toString()}`;
}
