/**
 * The gate's member lookup (issue 31, item 9): pass holders found by part of their name or
 * e-mail (their own, or their household's login), their membership ID, or the code of their
 * card in use, each with the pass that speaks for them today (Denver) and its standing. It
 * answers what the gate compares with the person at the door, never the account's details, and
 * no card's code: the holder is admitted by their member id, through their card in use.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeTicketCode } from '@shop/core/check-in-api';
import { isPassCode, passForDay, passStandingOn } from '@shop/core/membership-entitlements';
import {
  PASS_HOLDER_LOOKUP_LIMIT,
  type PassHolderLookupResponse,
  type PassHolderMatch,
} from '@shop/core/pass-holder-lookup-api';
import { shopDateAt } from '@shop/core/shop-time';
import { queryRows, type Database } from '../../db/database.ts';
import { readMemberPasses, readPhotoUrls } from '../passes/index.ts';
import type { CheckInDeps } from './check-in-deps.ts';

const holderRow = z.object({
  id: z.number().int(),
  name: z.string(),
  memberCode: z.string(),
  hasCard: z.boolean(),
});

/** Members who hold or held a pass and match what was typed, by name; one more than the limit. */
async function findPassHolders(db: Database, typed: string) {
  const text = typed.toLowerCase();
  const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const cardCode = normalizeTicketCode(typed);
  // Only a code of the pass's shape is looked up, and only the card in use: a replaced card's
  // code finds nobody here, as it admits nobody at the scanner.
  const byCard = isPassCode(cardCode) ? sql` or pc.code = ${cardCode}` : sql``;
  // A child's pass has no e-mail of its own: the household's login e-mail finds it too.
  const rows = await queryRows(
    db,
    sql`select m.id, trim(concat_ws(' ', m.first_name, m.last_name)) as name,
          m.member_code as "memberCode", (pc.code is not null) as "hasCard"
        from members m
        left join pass_cards pc on pc.member_id = m.id and pc.revoked_at is null
        where exists (select 1 from member_memberships mm where mm.member_id = m.id)
          and (lower(m.first_name || ' ' || m.last_name) like ${pattern}
            or lower(coalesce(m.email, '')) like ${pattern}
            or lower(m.member_code) = ${text}
            or exists (select 1 from members login
              join member_credentials c on c.member_id = login.id
              where login.household_id = m.household_id and lower(c.email) like ${pattern})
            ${byCard})
        order by m.last_name, m.first_name, m.id
        limit ${PASS_HOLDER_LOOKUP_LIMIT + 1}`,
  );
  return rows.map((row) => holderRow.parse(row));
}

/** The pass holders matching `typed`, at most `PASS_HOLDER_LOOKUP_LIMIT`, by name. */
export async function lookUpPassHolders(
  deps: Pick<CheckInDeps, 'db' | 'clock'>,
  typed: string,
): Promise<PassHolderLookupResponse> {
  const found = await findPassHolders(deps.db, typed);
  const holders = found.slice(0, PASS_HOLDER_LOOKUP_LIMIT);
  const ids = holders.map((holder) => holder.id);
  const [passes, photos] = await Promise.all([
    readMemberPasses(deps.db, ids),
    readPhotoUrls(deps.db, ids),
  ]);
  const today = shopDateAt(deps.clock());
  const data = holders.flatMap((holder): PassHolderMatch[] => {
    const pass = passForDay(
      passes.filter((candidate) => candidate.memberId === holder.id),
      today,
    );
    if (!pass) return [];
    return [
      {
        memberId: holder.id,
        name: holder.name,
        memberCode: holder.memberCode,
        product: pass.product,
        startsOn: pass.startsOn,
        expiresOn: pass.expiresOn,
        standing: passStandingOn(pass, today).status,
        hasCard: holder.hasCard,
        photoUrl: photos.get(holder.id) ?? null,
      },
    ];
  });
  return { data, meta: { more: found.length > PASS_HOLDER_LOOKUP_LIMIT } };
}
