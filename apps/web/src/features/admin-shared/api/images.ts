/**
 * `POST /admin/images` (decision 044): a picture the catalogue and the membership products show,
 * uploaded as it is; the server resizes it.
 */
import type { UploadedImage, uploadedImageResponseSchema } from '@shop/core/admin-catalogue-api';
import { sendFile } from '../../../lib/send-file.ts';
import { fetchCsrfToken } from './admin-session.ts';

/** Uploads a picture as it is (the server resizes it), with a fresh CSRF token. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const answer = await sendFile<typeof uploadedImageResponseSchema>('POST', '/admin/images', file, {
    'x-csrf-token': await fetchCsrfToken(),
  });
  return answer.data;
}
