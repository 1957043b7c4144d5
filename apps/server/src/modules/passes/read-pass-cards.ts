/** The cards in use of members, as their card page shows them, in the members' order. */
import type { PassCard } from '@shop/core/pass-card-api';
import type { Database } from '../../db/database.ts';
import { getPassCard } from './get-pass-card.ts';
import { findCardsInUse } from './pass-cards-repository.ts';

export async function readPassCards(
  db: Database,
  memberIds: number[],
  today: string,
): Promise<PassCard[]> {
  const cards = await findCardsInUse(db, memberIds);
  const codes = memberIds.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card.code] : [];
  });
  return Promise.all(codes.map((code) => getPassCard(db, code, today)));
}
