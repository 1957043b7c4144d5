/**
 * The one way the browser talks to the API: builds the URL from the configured root, sends JSON,
 * validates the answer with the contract's zod schema, and turns failures into two error kinds the
 * UI can tell apart: the server could not be reached, or it answered with an error body.
 */
import { apiErrorBodySchema, type ApiErrorBody } from '@shop/core/api-error';
import type { z } from 'zod';
import { getApiUrl } from '../config/env.ts';

/** The request never got an answer: server down, wrong URL, offline. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(`No answer from ${url}`, options);
  }
}

/** The server answered with a non-2xx status; `body` holds its error shape when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.errors.message ?? `The server answered ${status}`);
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
}

/** `/venues` + `{ include_activities: true }` under the API root. */
export function buildApiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${getApiUrl()}${path}${queryString ? `?${queryString}` : ''}`;
}

async function readErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    const parsed = apiErrorBodySchema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function request<T extends z.ZodType>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  schema: T,
  options: SendOptions,
): Promise<z.infer<T>> {
  const url = buildApiUrl(path, options.query);
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(url, { cause: error });
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return schema.parse(await response.json());
}

/** GETs `path` and returns the body parsed by `schema`. */
export function apiGet<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  return request('GET', path, schema, options);
}

export interface SendOptions extends RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** POSTs, PATCHes, PUTs or DELETEs `path` and returns the answer parsed by `schema`. */
export function apiSend<T extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  schema: T,
  options: SendOptions = {},
): Promise<z.infer<T>> {
  return request(method, path, schema, options);
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
