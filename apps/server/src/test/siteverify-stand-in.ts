/**
 * A stand-in for Google's reCAPTCHA `siteverify` on loopback: the answer 'human' with the secret
 * of `settings` passes, anything else fails, and `isDown` makes it answer 502.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteverifyStandIn {
  /** The settings of an app that checks visitors against this stand-in. */
  settings: Record<string, string>;
  /** The forms posted to it, oldest first; tests empty it between cases. */
  posts: URLSearchParams[];
  isDown: boolean;
  close(): Promise<void>;
}

const SECRET = 'test-secret';

export async function startSiteverifyStandIn(): Promise<SiteverifyStandIn> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(text);
      standIn.posts.push(form);
      if (standIn.isDown) {
        response.writeHead(502);
        return response.end();
      }
      const success = form.get('secret') === SECRET && form.get('response') === 'human';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          success
            ? { success: true, challenge_ts: '2026-12-01T15:00:00Z', hostname: 'localhost' }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: SiteverifyStandIn = {
    settings: {
      RECAPTCHA_DISABLED: 'false',
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    },
    posts: [],
    isDown: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
