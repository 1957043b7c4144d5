/**
 * The one way the browser talks to the API: builds the URL from the configured root, sends JSON,
 * validates the answer with the contract's zod schema, and turns failures into two error kinds the
 * UI can tell apart: the server could not be reached, or it answered with an error body.
 */
import type { ApiErrorBody } from '@shop/core/api-error';
import type { z } from 'zod';
import { getApiUrl, getServerApiHeaders } from '../config/env.ts';

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
  headers?: Record<string, string>;
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

/** The error body, checked with core's schema: fetched with the error, off the first page. */
export async function readErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    const [{ apiErrorBodySchema }, body] = await Promise.all([
      import('@shop/core/api-error'),
      response.json(),
    ]);
    const parsed = apiErrorBodySchema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the request and returns the answer's JSON, unchecked; failures as the two error kinds. */
async function request(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: SendOptions,
): Promise<unknown> {
  const url = buildApiUrl(path, options.query);
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...getServerApiHeaders(),
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
  return response.json();
}

/** GETs `path` and returns the body parsed by `schema`. */
export async function apiGet<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  return schema.parse(await request('GET', path, options));
}

/**
 * GETs `path` and returns the body as the server sent it, typed but not parsed: the reads of the
 * shell and of the visitor's pages (decisions 051 and 065). The server has checked the answer
 * against the same core schema before sending it (http/response-serializer-compiler.ts); parsing
 * it again here would load zod on those pages. Type it with the schema's `z.infer` type.
 */
export async function apiGetUnparsed<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await request('GET', path, options)) as T;
}

export interface SendOptions extends RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
}

/** POSTs, PATCHes, PUTs or DELETEs `path` and returns the answer parsed by `schema`. */
export async function apiSend<T extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  schema: T,
  options: SendOptions = {},
): Promise<z.infer<T>> {
  return schema.parse(await request(method, path, options));
}

/** apiSend's answer typed but not parsed, for the visitor's pages: see apiGetUnparsed. */
export async function apiSendUnparsed<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: SendOptions = {},
): Promise<T> {
  return (await request(method, path, options)) as T;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
