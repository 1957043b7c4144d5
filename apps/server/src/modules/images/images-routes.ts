/**
 * Uploading images (admins and managers) and serving them to everyone (decision 044). The upload
 * is the raw file as the body, with its type as Content-Type: no multipart parser needed, and
 * the browser sends a File as is.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueTexts,
  IMAGE_MAX_BYTES,
  imageParamsSchema,
  imageUploadTypes,
  uploadedImageResponseSchema,
} from '@shop/core/admin-catalogue-api';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { findImageVariant } from './images-repository.ts';
import { uploadImage } from './upload-image.ts';

interface ImageRoutesOptions {
  db: Database;
  clock: () => Date;
}

const tooLarge = () =>
  new AppError('payload_too_large', catalogueTexts.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024));
const isImageType = (value: string | undefined) =>
  imageUploadTypes.some((type) => value?.split(';')[0]?.trim().toLowerCase() === type);

export function imageUploadRoutes(options: ImageRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // Any body type reaches the handler as bytes, so a wrong type gets this route's own answer.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    app.post(
      '/images',
      {
        onRequest: requireStaff('POST /api/v1/admin/images'),
        bodyLimit: IMAGE_MAX_BYTES,
        preParsing: async (request) => {
          if (!isImageType(request.headers['content-type']))
            throw new AppError('unsupported_media_type', catalogueTexts.imageType);
          if (Number(request.headers['content-length'] ?? 0) > IMAGE_MAX_BYTES) throw tooLarge();
        },
        schema: {
          tags: ['catalogue'],
          summary: 'Uploads an image, resized to the shop’s sizes (audited)',
          description: `The body is the file itself, sent as ${imageUploadTypes.join(', ')}, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Answers the URLs of its large size and its thumbnail.`,
          security: staffSessionSecurity,
          response: {
            201: uploadedImageResponseSchema,
            ...errorResponses(400, 401, 403, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new AppError('unprocessable', catalogueTexts.imageUnreadable);
        const uploaded = await uploadImage(options, sessionOf(request).staffId, body);
        return reply.code(201).send({ data: uploaded });
      },
    );
  };
}

/** An image never changes under its id, so browsers and proxies may keep it for a year. */
export const imageServeRoutes: FastifyPluginAsyncZod<ImageRoutesOptions> = async (app, options) => {
  app.get(
    '/images/:id/:variant',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'An uploaded image: its large size or its thumbnail (WebP)',
        params: imageParamsSchema,
        response: { 200: z.any(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const bytes = await findImageVariant(options.db, request.params.id, request.params.variant);
      if (!bytes) throw new AppError('not_found', catalogueTexts.imageNotFound);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
