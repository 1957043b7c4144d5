/** React Router's framework mode (decision 102): the app's routes, rendered on the server. */
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { compressRouteManifest } from './build/compress-route-manifest.ts';

export default {
  appDirectory: 'src',
  // apps/web/build/ holds the build's own plugins: the client and server builds go to dist/.
  buildDirectory: 'dist',
  ssr: true,
  // The whole route manifest in the first page: a lazy manifest request would carry the page's
  // query, an order's token among it, to the server.
  routeDiscovery: { mode: 'initial' },
  async buildEnd({ reactRouterConfig }) {
    const manifests = await compressRouteManifest(
      path.join(reactRouterConfig.buildDirectory, 'client', 'assets'),
    );
    if (manifests.length === 0) throw new Error('the build wrote no route manifest to compress');
  },
} satisfies Config;
