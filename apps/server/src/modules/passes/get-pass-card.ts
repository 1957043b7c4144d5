/**
 * A holder's card by its code (issue 31): who holds it and the pass that speaks for them today
 * (decision 088). A replaced card still opens, marked revoked, so its holder learns why it no
 * longer admits rather than meeting a bare "not found".
 */
import { eq } from 'drizzle-orm';
import { normalizeTicketCode } from '@shop/core/check-in-api';
import { passForDay, passStandingOn } from '@shop/core/membership-entitlements';
import { passCardTexts, type PassCard } from '@shop/core/pass-card-api';
import type { Database } from '../../db/database.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findCard } from './pass-cards-repository.ts';
import { readMemberPasses } from './read-member-passes.ts';

export async function getPassCard(db: Database, code: string, today: string): Promise<PassCard> {
  const card = await findCard(db, normalizeTicketCode(code));
  if (!card) throw new AppError('not_found', passCardTexts.notFound);
  const [holder] = await db
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      memberCode: members.memberCode,
    })
    .from(members)
    .where(eq(members.id, card.memberId));
  const pass = passForDay(await readMemberPasses(db, [card.memberId]), today);
  return {
    code: card.code,
    ...holder!,
    product: pass?.product ?? null,
    startsOn: pass?.startsOn ?? null,
    expiresOn: pass?.expiresOn ?? null,
    status: pass ? passStandingOn(pass, today).status : null,
    revoked: card.revokedAt !== null,
  };
}
