/**
 * Pass holders' photos over HTTP (decision 091): the primary member's, for each member of the
 * household (a member session), and staff's, at the gate and on the member's page (audited,
 * role-enforced). Each route set is its own plugin: its bodies are raw image files.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberParamsSchema } from '@shop/core/member-admin-api';
import { bearerHeadersSchema } from '@shop/core/member-api';
import { accountPhotoParamsSchema, holderPhotoResponseSchema } from '@shop/core/pass-photo-api';
import { errorResponses } from '../../http/error-responses.ts';
import {
  acceptImageBodies,
  imageBodyDescription,
  imageBytesOf,
  imageUploadOptions,
} from '../images/index.ts';
import { memberSessionSecurity, type MembersService } from '../members/index.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { removeHolderPhoto, setHolderPhoto, type PhotoDeps } from './change-holder-photo.ts';

const uploadErrors = errorResponses(400, 401, 404, 413, 415, 422);
const response = { 200: holderPhotoResponseSchema };

export const accountPhotoRoutes: FastifyPluginAsyncZod<
  PhotoDeps & { members: MembersService }
> = async (app, deps) => {
  acceptImageBodies(app);
  const household = async (authorization: string | undefined) => ({
    kind: 'member' as const,
    householdId: (await deps.members.authenticate(authorization)).householdId,
  });
  const schema = {
    tags: ['members'],
    params: accountPhotoParamsSchema,
    headers: bearerHeadersSchema,
    security: memberSessionSecurity,
  };

  app.put(
    '/account/members/:memberId/photo',
    {
      ...imageUploadOptions,
      schema: {
        ...schema,
        summary: 'Sets or replaces the photo of a member of your household, shown on their card',
        description: `${imageBodyDescription} Cropped to a square on its subject; a member of another household is 404.`,
        response: { ...response, ...uploadErrors },
      },
    },
    async (request) => {
      const taker = await household(request.headers.authorization);
      const bytes = imageBytesOf(request.body);
      return { data: await setHolderPhoto(deps, taker, request.params.memberId, bytes) };
    },
  );

  app.delete(
    '/account/members/:memberId/photo',
    {
      schema: {
        ...schema,
        summary: 'Removes the photo of a member of your household',
        response: { ...response, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const taker = await household(request.headers.authorization);
      return { data: await removeHolderPhoto(deps, taker, request.params.memberId) };
    },
  );
};

export function staffPhotoRoutes(deps: PhotoDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptImageBodies(app);
    const tags = ['members (back office)'];
    const staffOf = (request: Parameters<typeof sessionOf>[0]) => ({
      kind: 'staff' as const,
      staffId: sessionOf(request).staffId,
    });

    app.put(
      '/members/:id/photo',
      {
        onRequest: requireStaff('PUT /api/v1/admin/members/:id/photo'),
        ...imageUploadOptions,
        schema: {
          tags,
          summary: 'Takes or replaces a pass holder’s photo, at the gate or the window (audited)',
          description: imageBodyDescription,
          params: memberParamsSchema,
          security: staffSessionSecurity,
          response: { ...response, ...uploadErrors, ...errorResponses(403) },
        },
      },
      async (request) => ({
        data: await setHolderPhoto(
          deps,
          staffOf(request),
          request.params.id,
          imageBytesOf(request.body),
        ),
      }),
    );

    app.delete(
      '/members/:id/photo',
      {
        onRequest: requireStaff('DELETE /api/v1/admin/members/:id/photo'),
        schema: {
          tags,
          summary: 'Removes a pass holder’s photo (audited)',
          params: memberParamsSchema,
          security: staffSessionSecurity,
          response: { ...response, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        data: await removeHolderPhoto(deps, staffOf(request), request.params.id),
      }),
    );
  };
}
