/**
 * Holders' cards as their page and PDF show them (issue 31): who holds each and the pass that
 * speaks for them today (decision 088). A replaced card still opens, marked revoked, so its
 * holder learns why it no longer admits rather than meeting a bare "not found".
 */
import { inArray } from 'drizzle-orm';
import { normalizeTicketCode } from '@shop/core/check-in-api';
import { passForDay, passStandingOn } from '@shop/core/membership-entitlements';
import { passCardTexts, type PassCard } from '@shop/core/pass-card-api';
import type { Database } from '../../db/database.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { readPhotoUrls } from './holder-photos-repository.ts';
import { findCard, findCardsInUse, type PassCardRow } from './pass-cards-repository.ts';
import { readMemberPasses } from './read-member-passes.ts';

/** The cards with their holders and passes, read together: one read whatever their number. */
async function toPassCards(db: Database, cards: PassCardRow[], today: string) {
  const ids = cards.map((card) => card.memberId);
  const [holders, passes, photos] = await Promise.all([
    db
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        memberCode: members.memberCode,
      })
      .from(members)
      .where(inArray(members.id, ids)),
    readMemberPasses(db, ids),
    readPhotoUrls(db, ids),
  ]);
  return cards.map((card): PassCard => {
    const { id: _id, ...holder } = holders.find((member) => member.id === card.memberId)!;
    const pass = passForDay(
      passes.filter((held) => held.memberId === card.memberId),
      today,
    );
    return {
      code: card.code,
      ...holder,
      product: pass?.product ?? null,
      startsOn: pass?.startsOn ?? null,
      expiresOn: pass?.expiresOn ?? null,
      status: pass ? passStandingOn(pass, today).status : null,
      revoked: card.revokedAt !== null,
      photoUrl: photos.get(card.memberId) ?? null,
    };
  });
}

/** A card by its code, as typed or scanned; 404 when it is no card. */
export async function getPassCard(db: Database, code: string, today: string): Promise<PassCard> {
  const card = await findCard(db, normalizeTicketCode(code));
  if (!card) throw new AppError('not_found', passCardTexts.notFound);
  return (await toPassCards(db, [card], today))[0]!;
}

/** The cards in use of members, in the members' order; a member without a card is left out. */
export async function readPassCards(
  db: Database,
  memberIds: number[],
  today: string,
): Promise<PassCard[]> {
  const inUse = await findCardsInUse(db, memberIds);
  const cards = memberIds.flatMap((id) => inUse.get(id) ?? []);
  return cards.length === 0 ? [] : toPassCards(db, cards, today);
}
