/** Values the global setup hands to every test through `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The real test API, e.g. http://127.0.0.1:41234/api/v1. */
    apiUrl: string;
    /** The same API behind a proxy that delays every answer, to observe loading states. */
    slowApiUrl: string;
  }
}

export {};
