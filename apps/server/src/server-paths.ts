/**
 * The folders the server reads at run time, found from this file's place: `src/` when run from
 * source (tsx, vitest) and `dist/` when run from the production build (build-server.mjs), both
 * directly under apps/server, so one path serves both ways of running.
 */
import { fileURLToPath } from 'node:url';

/** The SQL migrations, applied at every start (drizzle-kit writes them). */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The web app's build (`npm run build -w @shop/web`), served with the API. */
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
