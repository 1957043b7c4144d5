/**
 * Decision 037: index.html asks for the venues (`GET /venues?include_activities=true`) as it
 * arrives, beside the JavaScript, instead of after it has run. Every page needs that answer
 * (`/activities` lists it, every footer links its venues), so the request is never wasted; the
 * app's own fetch of the same URL takes the preloaded answer. Decision 064 adds the health check
 * (`GET /`, under the API root) the shell asks for on every page, for the same reasons.
 */
import { loadEnv, type Plugin } from 'vite';

/** The API root exactly as the app builds it (lib/api-client.ts): no trailing slash. */
export function apiRoot(apiUrl: string | undefined): string {
  return (apiUrl?.trim() || '/api/v1').replace(/\/+$/, '');
}

/** The venues URL exactly as the app builds it (lib/api-client.ts, get-venues.ts). */
export function venuesUrl(apiUrl: string | undefined): string {
  return `${apiRoot(apiUrl)}/venues?include_activities=true`;
}

/** The tag: `crossorigin` makes it a CORS request, as `fetch` makes, or the answer is not reused. */
function answerPreloadTag(href: string) {
  return {
    tag: 'link',
    attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href },
    injectTo: 'head' as const,
  };
}

export function venuesPreloadTag(apiUrl: string | undefined) {
  return answerPreloadTag(venuesUrl(apiUrl));
}

/** The health check's URL exactly as the app builds it (features/health/api/get-health.ts). */
export function healthPreloadTag(apiUrl: string | undefined) {
  return answerPreloadTag(apiRoot(apiUrl));
}

export function preloadVenues(): Plugin {
  let apiUrl: string | undefined;
  return {
    name: 'shop-preload-venues',
    apply: 'build',
    configResolved(config) {
      apiUrl = loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_API_URL;
    },
    transformIndexHtml() {
      return [venuesPreloadTag(apiUrl), healthPreloadTag(apiUrl)];
    },
  };
}
