/**
 * The back office's member search (issue 15): name, e-mail, member code or the code of the card
 * in use (issue 31: what a scanner reads at the window); paged, by name.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeTicketCode } from '@shop/core/check-in-api';
import type { MemberSearchQuery, MemberSummary } from '@shop/core/member-admin-api';
import { isPassCode } from '@shop/core/membership-entitlements';
import { queryRows, type Database } from '../../db/database.ts';

const rowSchema = z.object({
  id: z.number().int(),
  member_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  is_primary: z.boolean(),
  deactivated: z.boolean(),
  total: z.coerce.number().int(),
});

export function toMemberSummary(row: unknown): MemberSummary {
  const parsed = rowSchema.omit({ total: true }).parse(row);
  return {
    id: parsed.id,
    memberCode: parsed.member_code,
    name: `${parsed.first_name} ${parsed.last_name}`,
    email: parsed.email,
    isPrimary: parsed.is_primary,
    active: !parsed.deactivated,
  };
}

/** The columns of a member summary, over `members m` left-joined to `member_credentials c`. */
export const memberSummaryColumns = sql`m.id, m.member_code, m.first_name, m.last_name,
  coalesce(c.email, m.email) as email, m.is_primary, (c.deactivated_at is not null) as deactivated`;

export async function searchMembers(
  db: Database,
  query: MemberSearchQuery,
): Promise<{ members: MemberSummary[]; total: number }> {
  const text = query.q?.toLowerCase() ?? '';
  const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const cardCode = normalizeTicketCode(text);
  const byCard = isPassCode(cardCode)
    ? sql` or exists (select 1 from pass_cards pc
        where pc.member_id = m.id and pc.code = ${cardCode} and pc.revoked_at is null)`
    : sql``;
  const where = text
    ? sql`(lower(m.member_code) = ${text} or lower(coalesce(c.email, m.email, '')) like ${pattern}
        or lower(m.first_name || ' ' || m.last_name) like ${pattern}${byCard})`
    : sql`true`;
  const rows = await queryRows(
    db,
    sql`select ${memberSummaryColumns}, count(*) over () as total
      from members m left join member_credentials c on c.member_id = m.id
      where ${where}
      order by m.last_name, m.first_name, m.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    members: rows.map(toMemberSummary),
    total: rows[0] ? rowSchema.parse(rows[0]).total : 0,
  };
}
