/**
 * A pass holder's photo taken, replaced or removed (issue 31, decision 091): by the household's
 * primary member from the account page, or by staff at the gate or on the member's page
 * (audited). The photo is resized like any upload, stored under a new unguessable key, and the
 * one it replaces is deleted in the same transaction, so an old address stops showing anyone.
 */
import { randomBytes } from 'node:crypto';
import {
  holderPhotoTexts,
  holderPhotoUrl,
  type HolderPhotoResponse,
} from '@shop/core/pass-photo-api';
import type { Database } from '../../db/database.ts';
import type { Writer } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { deleteImage, insertImage, resizeImage } from '../images/index.ts';
import { createMembersRepository } from '../members/index.ts';
import { lockMemberPhoto, setMemberPhotoImage } from './holder-photos-repository.ts';

export interface PhotoDeps {
  db: Database;
  clock: () => Date;
}

/** Who changes the photo: a logged-in member of some household, or a member of staff. */
export type PhotoTaker =
  { kind: 'member'; householdId: number } | { kind: 'staff'; staffId: number };

/** Only the 320 px square is shown, so a person's photo keeps a small large size. */
const PHOTO_LARGE_SIZE = 640;

/** The member, refused as not found when the taker may not change their photo. */
async function findMemberFor(deps: PhotoDeps, taker: PhotoTaker, memberId: number) {
  const member = await createMembersRepository(deps.db).findMember(memberId);
  // Another household's member is answered as no member at all: nothing tells them apart.
  if (!member || (taker.kind === 'member' && member.householdId !== taker.householdId))
    throw taker.kind === 'member'
      ? new AppError('not_found', holderPhotoTexts.notInHousehold)
      : notFound('Member');
  return { ...member, name: `${member.firstName} ${member.lastName}` };
}

async function auditIfStaff(
  tx: Writer,
  taker: PhotoTaker,
  memberId: number,
  change: { action: 'member.take-photo' | 'member.remove-photo'; had: boolean; at: Date },
) {
  if (taker.kind !== 'staff') return;
  await recordAudit(tx, {
    staffId: taker.staffId,
    action: change.action,
    entity: 'member',
    entityId: memberId,
    // Never the key: it is the photo's address.
    before: { photo: change.had },
    after: { photo: change.action === 'member.take-photo' },
    at: change.at,
  });
}

export async function setHolderPhoto(
  deps: PhotoDeps,
  taker: PhotoTaker,
  memberId: number,
  bytes: Buffer,
): Promise<HolderPhotoResponse['data']> {
  const member = await findMemberFor(deps, taker, memberId);
  const { large, thumbnail } = await resizeImage(bytes, { largeSize: PHOTO_LARGE_SIZE });
  const key = randomBytes(16).toString('base64url');
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    const locked = await lockMemberPhoto(tx, memberId);
    if (!locked) throw notFound('Member');
    const image = await insertImage(tx, {
      image: large.data,
      thumbnail,
      width: large.info.width,
      height: large.info.height,
      staffId: taker.kind === 'staff' ? taker.staffId : null,
      accessKey: key,
      createdAt: at,
    });
    await setMemberPhotoImage(tx, memberId, image.id);
    if (locked.photoImageId !== null) await deleteImage(tx, locked.photoImageId);
    const had = locked.photoImageId !== null;
    await auditIfStaff(tx, taker, memberId, { action: 'member.take-photo', had, at });
  });
  return { memberId, photoUrl: holderPhotoUrl(key), message: holderPhotoTexts.saved(member.name) };
}

export async function removeHolderPhoto(
  deps: PhotoDeps,
  taker: PhotoTaker,
  memberId: number,
): Promise<HolderPhotoResponse['data']> {
  const member = await findMemberFor(deps, taker, memberId);
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    const locked = await lockMemberPhoto(tx, memberId);
    if (!locked) throw notFound('Member');
    // Removing no photo changes nothing and is not recorded.
    if (locked.photoImageId === null) return;
    await setMemberPhotoImage(tx, memberId, null);
    await deleteImage(tx, locked.photoImageId);
    await auditIfStaff(tx, taker, memberId, { action: 'member.remove-photo', had: true, at });
  });
  return { memberId, photoUrl: null, message: holderPhotoTexts.removed(member.name) };
}
