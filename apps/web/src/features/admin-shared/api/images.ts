/**
 * `POST /admin/images` (decision 044): a picture the catalogue and the membership products show,
 * uploaded as it is; the server resizes it.
 */
import { uploadedImageResponseSchema, type UploadedImage } from '@shop/core/admin-catalogue-api';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { ApiError, buildApiUrl, NetworkError } from '../../../lib/api-client.ts';
import { fetchCsrfToken } from './admin-session.ts';

/** Uploads a picture as it is (the server resizes it), with a fresh CSRF token. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const csrfToken = await fetchCsrfToken();
  const url = buildApiUrl('/admin/images');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': file.type, 'x-csrf-token': csrfToken },
      body: file,
    });
  } catch (error) {
    throw new NetworkError(url, { cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data : undefined);
  }
  return uploadedImageResponseSchema.parse(body).data;
}
