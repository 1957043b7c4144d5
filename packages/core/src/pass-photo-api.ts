/**
 * Pass holders' photos (issue 31, decision 091): one a member, uploaded by the primary member on
 * the account page or taken by staff at the gate, shown on the card and at the gate so that a
 * card admits the person it shows. A photo is fetched by an unguessable key, never by an id.
 */
import { z } from 'zod';
import { idParamSchema } from './field-schemas.ts';
import { plainText } from './text-rules.ts';

/** Where a photo is served: its key is the only way to it, and a new photo gets a new key. */
export const holderPhotoUrl = (key: string) => `/api/v1/photos/${key}`;

/** `/account/members/{memberId}/photo`: a member of the logged-in member's household. */
export const accountPhotoParamsSchema = z.object({ memberId: idParamSchema });

/** `/photos/{key}`: 22 to 64 URL-safe characters (the key is 128 random bits in base64url). */
export const photoKeyParamsSchema = z.object({
  key: plainText()
    .trim()
    .regex(/^[A-Za-z0-9_-]{22,64}$/, 'That is not a photo address.'),
});

/** The member's photo after a change: its address, or null once removed. */
export const holderPhotoResponseSchema = z.object({
  data: z.object({
    memberId: z.number().int(),
    photoUrl: z.string().nullable(),
    message: z.string(),
  }),
});
export type HolderPhotoResponse = z.infer<typeof holderPhotoResponseSchema>;

export const holderPhotoTexts = {
  sectionLabel: 'Photo',
  hint: 'Optional. The gate compares it with the person showing the card.',
  noPhoto: 'No photo yet',
  photoOf: (name: string) => `Photo of ${name}`,
  addPhoto: (firstName: string) => `Add a photo of ${firstName}`,
  replacePhoto: (firstName: string) => `Replace ${firstName}’s photo`,
  removePhoto: (firstName: string) => `Remove ${firstName}’s photo`,
  takePhotoOf: (name: string) => `Take a photo of ${name}`,
  /** The back office's short words, each followed (for screen readers) by "of {name}". */
  takeShort: 'Take photo',
  replaceShort: 'Replace photo',
  removeShort: 'Remove photo',
  retakePhotoOf: (name: string) => `Replace the photo of ${name}`,
  gateNoPhoto: 'No photo on file yet: take one, and the gate sees it at every scan of this card.',
  uploading: 'Saving the photo…',
  saved: (name: string) => `${name}’s photo was saved.`,
  removed: (name: string) => `${name}’s photo was removed.`,
  notInHousehold: 'That person is not a member of your household.',
  notFound: 'That photo was not found.',
  failed: 'The photo was not saved. Try again.',
} as const;
