/**
 * The checks and lists an activity's creation and change share: its venue must exist, its
 * linked activities too (and not itself), and each list sent replaces the stored one.
 */
import { catalogueTexts, type ActivityChange } from '@shop/core/admin-catalogue-api';
import { AppError } from '../../http/app-error.ts';
import type { Writer } from '../../db/transaction.ts';
import {
  findExistingActivityIds,
  replaceLinks,
  replaceUdfs,
  replaceWaivers,
  venueExists,
} from './catalogue-admin-repository.ts';
import { toUdfValues } from './catalogue-admin-mappers.ts';

const refused = (field: string, message: string) =>
  new AppError('validation_failed', message, { fields: { [field]: [message] } });

/** Refuses an unknown venue before anything is written. */
export async function checkVenue(tx: Writer, venueId: number | undefined): Promise<void> {
  if (venueId !== undefined && !(await venueExists(tx, venueId)))
    throw refused('venueId', catalogueTexts.unknownVenue);
}

/** Refuses links to unknown activities or to the activity itself. */
export async function checkLinks(
  tx: Writer,
  activityId: number | null,
  linkedIds: number[] | undefined,
): Promise<void> {
  if (!linkedIds) return;
  if (activityId !== null && linkedIds.includes(activityId))
    throw refused('linkedActivityIds', catalogueTexts.linkToItself);
  const existing = await findExistingActivityIds(tx, linkedIds);
  if (existing.length !== linkedIds.length)
    throw refused('linkedActivityIds', catalogueTexts.unknownLinkedActivity);
}

export async function saveActivityLists(
  tx: Writer,
  activityId: number,
  body: ActivityChange,
): Promise<void> {
  if (body.bookingUdfs) await replaceUdfs(tx, activityId, false, toUdfValues(body.bookingUdfs));
  if (body.attendeeUdfs) await replaceUdfs(tx, activityId, true, toUdfValues(body.attendeeUdfs));
  if (body.waivers)
    await replaceWaivers(
      tx,
      activityId,
      body.waivers.map((waiver, position) => ({
        waiverName: waiver.waiverName,
        waiverLink: waiver.waiverLink!,
        position,
      })),
    );
  if (body.linkedActivityIds) await replaceLinks(tx, activityId, body.linkedActivityIds);
}
