import type { StaffMember } from '@shop/core/staff-api';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-shared/admin-paths.ts';
import { roleNames } from '../../admin-shared/role-names.ts';
import { useStaffLogOut } from '../api/own-account.ts';

/** Who is logged in, with the password, two-factor (and new recovery codes), 'Log out' and 'Log out everywhere'. */
export function AccountArea({ staff }: { staff: StaffMember }) {
  const logOut = useStaffLogOut();
  const leave = (everywhere: boolean) => logOut.mutate(everywhere);

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Your account" role="group">
      <p className="mr-2 text-sm leading-tight">
        <span className="block font-semibold">{staff.name}</span>
        <span className="block text-glacier-200">{roleNames[staff.role]}</span>
      </p>
      <ButtonLink to={adminPaths.password} variant="on-dark" size="sm">
        Password
      </ButtonLink>
      <ButtonLink to={adminPaths.twoFactor} variant="on-dark" size="sm">
        Two-factor
      </ButtonLink>
      <Button
        variant="on-dark"
        size="sm"
        onPress={() => leave(false)}
        isDisabled={logOut.isPending}
      >
        Log out
      </Button>
      <Button variant="on-dark" size="sm" onPress={() => leave(true)} isDisabled={logOut.isPending}>
        Log out everywhere
      </Button>
    </div>
  );
}
