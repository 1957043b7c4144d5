/**
 * Uploading images (admins and managers) and serving them to everyone (decision 044). The upload
 * is the raw file as the body, with its type as Content-Type: no multipart parser needed, and
 * the browser sends a File as is.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueTexts,
  imageParamsSchema,
  uploadedImageResponseSchema,
} from '@shop/core/admin-catalogue-api';
import { holderPhotoTexts, photoKeyParamsSchema } from '@shop/core/pass-photo-api';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import {
  acceptImageBodies,
  imageBodyDescription,
  imageBytesOf,
  imageUploadOptions,
} from './image-body.ts';
import { findImageByKey, findImageVariant } from './images-repository.ts';
import { uploadImage } from './upload-image.ts';

interface ImageRoutesOptions {
  db: Database;
  clock: () => Date;
}

export function imageUploadRoutes(options: ImageRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    acceptImageBodies(app);
    app.post(
      '/images',
      {
        onRequest: requireStaff('POST /api/v1/admin/images'),
        ...imageUploadOptions,
        schema: {
          tags: ['catalogue'],
          summary: 'Uploads an image, resized to the shop’s sizes (audited)',
          description: `${imageBodyDescription} Answers the URLs of its large size and its thumbnail.`,
          security: staffSessionSecurity,
          response: {
            201: uploadedImageResponseSchema,
            ...errorResponses(400, 401, 403, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const bytes = imageBytesOf(request.body);
        const uploaded = await uploadImage(options, sessionOf(request).staffId, bytes);
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

  // A person's photo (decision 091): its key is the only way to it and never serves other bytes,
  // yet it names a person, so shared caches keep none of it.
  app.get(
    '/photos/:key',
    {
      schema: {
        tags: ['members'],
        summary: 'A pass holder’s photo by its unguessable key: a 320 px square (WebP)',
        params: photoKeyParamsSchema,
        response: { 200: z.any(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const bytes = await findImageByKey(options.db, request.params.key);
      if (!bytes) throw new AppError('not_found', holderPhotoTexts.notFound);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
