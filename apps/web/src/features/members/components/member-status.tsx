import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useMemberSession } from '../lib/member-session.ts';

/** Who is buying: the logged-in member with a way out, or a guest with a way in. */
export function MemberStatus({ membershipId }: { membershipId?: number | undefined }) {
  const { session, isLoggedIn, isGuest } = useMemberSession();
  if (isLoggedIn && session) {
    return (
      <p className="text-sm text-slate-700">
        Logged in as{' '}
        <strong className="font-semibold text-navy-950">
          {session.primaryMember.firstName} {session.primaryMember.lastName}
        </strong>
        <span aria-hidden="true"> · </span>{' '}
        <TextLink to={paths.memberLogout.getHref()}>Log out</TextLink>
      </p>
    );
  }
  if (isGuest) {
    return (
      <p className="text-sm text-slate-700">
        Checking out as a guest
        <span aria-hidden="true"> · </span>{' '}
        <TextLink to={paths.memberLogin.getHref({ membershipId })}>Log in instead</TextLink>
      </p>
    );
  }
  return null;
}
