import type { AdminMember } from '@shop/core/member-admin-api';
import { MembershipOrders } from './membership-orders.tsx';

/** The household's passes, and the membership orders they came with (refunded from here). */
export function MemberPasses({
  member,
  canRefund,
  className,
}: {
  member: AdminMember;
  canRefund: boolean;
  className: string;
}) {
  return (
    <section aria-labelledby="passes-heading" className={className}>
      <h2 id="passes-heading" className="text-lg font-bold text-navy-950">
        Memberships
      </h2>
      {member.passes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No membership bought yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-navy-900/10 text-sm text-navy-800">
          {member.passes.map((pass) => (
            <li key={`${pass.memberId}-${pass.receipt}-${pass.startsOn}`} className="py-2">
              <span className="block font-semibold text-navy-950">{pass.name}</span>
              {pass.startsOn} to {pass.expiresOn} · receipt {pass.receipt} · {pass.role}
            </li>
          ))}
        </ul>
      )}
      <MembershipOrders member={member} canRefund={canRefund} />
    </section>
  );
}
