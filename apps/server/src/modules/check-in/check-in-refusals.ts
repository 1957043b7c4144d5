/** The gate's refusals that tickets and pass cards share, in the spec's error shape. */
import { checkInTexts } from '@shop/core/check-in-api';
import { AppError } from '../../http/app-error.ts';

/** A code of no ticket or card of ours, forged, malformed or another venue's: nothing changes. */
export const unknownCode = () =>
  new AppError('not_found', checkInTexts.unknown, { title: checkInTexts.unknownTitle });

/** A scan the gate refuses, its title said large on the gate's screen and its reason below. */
export const refusal = (title: string, message: string) =>
  new AppError('conflict', message, { title });
