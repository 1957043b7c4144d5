/**
 * A port of 127.0.0.1 that the system finds free. A random one could be held, as one was, by one
 * of the connections the tests running beside it open: it fell in the range the system gives those.
 */
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
