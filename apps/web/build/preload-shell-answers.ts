/**
 * Decisions 037 and 064: index.html asks for the answers the shell reads on every page, as it
 * arrives, beside the JavaScript, instead of after it has run: the venues
 * (`GET /venues?include_activities=true`: `/activities` lists them, every footer links them) and
 * the health check (`GET` the API root, for the server-unreachable overlay). Neither request is
 * ever wasted; the app's own fetch of the same URL takes the preloaded answer.
 */
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';

/** `VITE_API_URL` as the build's .env sets it, for the plugins that write the app's URLs. */
export function readApiUrl(config: ResolvedConfig): string | undefined {
  return loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_API_URL;
}

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

export function preloadShellAnswers(): Plugin {
  let apiUrl: string | undefined;
  return {
    name: 'shop-preload-shell-answers',
    apply: 'build',
    configResolved(config) {
      apiUrl = readApiUrl(config);
    },
    transformIndexHtml() {
      // The health check's URL is the API root itself (features/health/api/get-health.ts).
      return [answerPreloadTag(venuesUrl(apiUrl)), answerPreloadTag(apiRoot(apiUrl))];
    },
  };
}
