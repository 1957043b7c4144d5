/** Values the global setup hands to every test through `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The real test API, e.g. http://127.0.0.1:41234/api/v1. */
    apiUrl: string;
    /** The same API behind a proxy that delays every answer, to observe loading states. */
    slowApiUrl: string;
    /** An API whose activities have no bookable time (apps/server/src/test/server-without-times.ts). */
    noTimesApi: {
      url: string;
      activities: { withoutSessions: number; soldOut: number; pastCutoff: number };
    };
    /** A stand-in of Sentry's envelope endpoint; `GET /received` lists what was posted. */
    sentryStandInUrl: string;
  }
}

export {};
