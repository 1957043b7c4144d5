/**
 * An image upload's body (decision 044): the file itself, with its type as Content-Type. Shared by
 * the catalogue's upload and pass holders' photos (decision 091), so both refuse alike: another
 * type 415, over 8 MB 413 (from Content-Length before reading, and by the body limit), empty 422.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueTexts } from '@shop/core/admin-catalogue-api';
import { IMAGE_MAX_BYTES, imageUploadTypes } from '@shop/core/image-uploads';
import { AppError } from '../../http/app-error.ts';

type PluginApp = Parameters<FastifyPluginAsyncZod>[0];

const tooLarge = () =>
  new AppError('payload_too_large', catalogueTexts.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024));
const isImageType = (value: string | undefined) =>
  imageUploadTypes.some((type) => value?.split(';')[0]?.trim().toLowerCase() === type);

/** Any body of this plugin's routes reaches the handler as bytes, so a wrong type gets its answer. */
export function acceptImageBodies(app: PluginApp): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
}

/** The route options that refuse a wrong type or an oversized file before the body is read. */
export const imageUploadOptions = {
  bodyLimit: IMAGE_MAX_BYTES,
  preParsing: async (request: FastifyRequest) => {
    if (!isImageType(request.headers['content-type']))
      throw new AppError('unsupported_media_type', catalogueTexts.imageType);
    if (Number(request.headers['content-length'] ?? 0) > IMAGE_MAX_BYTES) throw tooLarge();
  },
};

/** The OpenAPI words for such a body. */
export const imageBodyDescription = `The body is the file itself, sent as ${imageUploadTypes.join(', ')}, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

/** The uploaded bytes; 422 for an empty body. */
export function imageBytesOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new AppError('unprocessable', catalogueTexts.imageUnreadable);
  return body;
}
