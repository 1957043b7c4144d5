/**
 * A file sent as the request's body with its own type (decision 044: no multipart), answered
 * like any call of the API: typed, not parsed (see api-client.ts), failures as the two error kinds.
 * `sendFile<Schema>`: `Schema` is the answer's schema, used as a type only.
 * Kept apart from api-client so the visitor's first pages carry none of it.
 */
import type { z } from 'zod';
import { ApiError, buildApiUrl, NetworkError, readErrorBody } from './api-client.ts';

export async function sendFile<Schema extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  file: Blob,
  headers: Record<string, string> = {},
): Promise<z.infer<Schema>> {
  const url = buildApiUrl(path);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', 'content-type': file.type, ...headers },
      body: file,
    });
  } catch (error) {
    throw new NetworkError(url, { cause: error });
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return (await response.json()) as z.infer<Schema>;
}
