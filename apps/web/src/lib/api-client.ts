/**
 * The one way the browser talks to the API: builds the URL from the configured root, sends JSON,
 * returns the answer, and turns failures into two error kinds the UI can tell apart: the server
 * could not be reached, or it answered with an error body. Answers are typed, never parsed: the
 * server checks each against core's schema before sending it
 * (http/response-serializer-compiler.ts), and both sides are built from one commit.
 */
import type { ApiErrorBody } from '@shop/core/api-error';
import type { z } from 'zod';
import { getApiUrl, getServerApiHeaders } from '../config/env.ts';
import { queuePassHeaders } from './queue-pass.ts';

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
        ...(method === 'GET' ? {} : queuePassHeaders()),
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
  // No Content: an answer without a body (a DELETE's).
  if (response.status === 204) return undefined;
  try {
    return await response.json();
  } catch (error) {
    // The connection dropped in the middle of the answer: as good as none came.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(url, { cause: error });
  }
}

/**
 * GETs `path` and returns the answer as the server sent it, typed `z.infer<Schema>`, not parsed:
 * `Schema` is the answer's schema, used as a type only; the server has checked the answer with it.
 */
export async function apiGet<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  return (await request('GET', path, options)) as z.infer<Schema>;
}

export interface SendOptions extends RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * POSTs, PATCHes, PUTs or DELETEs `path` and returns the answer typed, not parsed, as apiGet does:
 * `Schema` is the answer's schema, used as a type only.
 */
export async function apiSend<Schema extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: SendOptions = {},
): Promise<z.infer<Schema>> {
  return (await request(method, path, options)) as z.infer<Schema>;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
