import { STAFF_PASSWORD_RESET_HOURS, type StaffMember } from '@shop/core/staff-api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ConfirmDialog } from '../../admin-shared/components/confirm-dialog.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { useResetStaffPassword, useResetStaffTwoFactor } from '../api/staff-accounts.ts';

type Open = 'password' | 'two-factor' | null;

/**
 * A row's 'Reset password' and 'Reset two-factor' (decision 080), each confirmed first: the
 * member is logged out and e-mailed, and the change is in the audit log.
 */
export function StaffResetActions({ member }: { member: StaffMember }) {
  const [open, setOpen] = useState<Open>(null);
  const password = useResetStaffPassword();
  const twoFactor = useResetStaffTwoFactor();
  const refusal = refusalMessage(open === 'password' ? password.error : twoFactor.error);
  const show = (which: Open) => {
    password.reset();
    twoFactor.reset();
    setOpen(which);
  };
  const done = (message: string) => ({
    onSuccess: () => {
      setOpen(null);
      showSaved(message);
    },
  });

  if (!member.active) return null;
  return (
    <>
      <Button variant="ghost" size="sm" onPress={() => show('password')}>
        Reset password<span className="sr-only"> of {member.name}</span>
      </Button>
      {member.twoFactorEnabled ? (
        <Button variant="ghost" size="sm" onPress={() => show('two-factor')}>
          Reset two-factor<span className="sr-only"> of {member.name}</span>
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={open === 'password'}
        title={`Reset the password of ${member.name}?`}
        confirmLabel="Reset password"
        isConfirmDisabled={password.isPending}
        refusal={refusal}
        onCancel={() => setOpen(null)}
        onConfirm={() =>
          password.mutate(
            member.id,
            done(`${member.name} has been sent a link to set a new password.`),
          )
        }
      >
        <p>
          The current password stops working at once and {member.name} is logged out everywhere. An
          e-mail to {member.email} brings a link to choose a new one, valid for{' '}
          {STAFF_PASSWORD_RESET_HOURS} hours.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={open === 'two-factor'}
        title={`Reset two-factor of ${member.name}?`}
        confirmLabel="Reset two-factor"
        isConfirmDisabled={twoFactor.isPending}
        refusal={refusal}
        onCancel={() => setOpen(null)}
        onConfirm={() =>
          twoFactor.mutate(
            member.id,
            done(`${member.name} sets up two-factor again at the next login.`),
          )
        }
      >
        <p>
          For a lost phone: the authenticator app and the recovery codes stop working, {member.name}{' '}
          is logged out everywhere and sets two-factor up again at the next login. {member.email} is
          told by e-mail.
        </p>
      </ConfirmDialog>
    </>
  );
}
