/** React Router's framework mode (decision 102): the app's routes, rendered on the server. */
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  // apps/web/build/ holds the build's own plugins: the client and server builds go to dist/.
  buildDirectory: 'dist',
  ssr: true,
  // The whole route manifest in the first page: a lazy manifest request would carry the page's
  // query, an order's token among it, to the server.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
