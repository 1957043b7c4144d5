import type { AdminMember } from '@shop/core/member-admin-api';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/ui/text-link.tsx';
import { adminMemberPath } from '../../admin-shared/admin-paths.ts';

/** The member's household: each member with their code, the others a link to their page. */
export function MemberHousehold({ member, className }: { member: AdminMember; className: string }) {
  return (
    <section aria-labelledby="household-heading" className={className}>
      <h2 id="household-heading" className="text-lg font-bold text-navy-950">
        Household
      </h2>
      <ul className="mt-2 divide-y divide-navy-900/10 text-sm text-navy-800">
        {member.household.map((entry) => (
          <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
            {entry.id === member.id ? (
              <span className="font-semibold text-navy-950">{entry.name} (this member)</span>
            ) : (
              <Link className={textLinkClasses} to={adminMemberPath(entry.id)}>
                {entry.name}
              </Link>
            )}
            <span>
              {entry.memberCode} · {entry.isPrimary ? 'Primary' : 'Secondary'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
