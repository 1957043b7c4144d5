/**
 * What an image upload may be (decisions 044 and 091), for the catalogue's pictures and pass
 * holders' photos alike: small enough to load on a member's page without the catalogue's schemas.
 */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const imageUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The file input's `accept`: the same types. */
export const imageUploadAccept = imageUploadTypes.join(',');
