/**
 * Build-time settings (`VITE_*`), as `parseEnv` (env-schema.ts) checked them when Vite started:
 * vite.config.ts writes the parsed result in place of `__SHOP_ENV__`.
 */
import type { Env } from './env-schema.ts';

export type { Env };

declare const __SHOP_ENV__: Env;

export const env: Env = __SHOP_ENV__;

/** Where the server's page render reads the API (decision 102): the server's own address. */
export interface ServerApi {
  url: string;
  /** Sent with each read: the render's reads are the page request's, already counted. */
  headers: Record<string, string>;
}

let serverApi: ServerApi | undefined;

export function setServerApi(api: ServerApi): void {
  serverApi = api;
}

/** The headers the server's render adds to its API reads; none in the browser. */
export function getServerApiHeaders(): Record<string, string> {
  return typeof window === 'undefined' ? (serverApi?.headers ?? {}) : {};
}

declare global {
  interface Window {
    /** Overrides VITE_API_URL at run time; tests point the app at their own server with it. */
    __SHOP_API_URL__?: string;
  }
}

/** The API root, read on every call so a test can switch it before rendering. */
export function getApiUrl(): string {
  const override = typeof window === 'undefined' ? serverApi?.url : window.__SHOP_API_URL__;
  return (override ?? env.VITE_API_URL).replace(/\/+$/, '');
}

/**
 * The card vault's root. A path (the default `/sandbox-vault/v1`) is taken on the API's origin:
 * the local vault lives in the API server, wherever the API is.
 */
export function getCardVaultUrl(): string {
  const vaultUrl = env.VITE_CARD_VAULT_URL.replace(/\/+$/, '');
  if (/^https?:\/\//.test(vaultUrl)) return vaultUrl;
  const apiUrl = getApiUrl();
  return /^https?:\/\//.test(apiUrl) ? `${new URL(apiUrl).origin}${vaultUrl}` : vaultUrl;
}
