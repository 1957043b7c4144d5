import type { StaffMember, StaffRole } from '@shop/core/staff-api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ChangeDialog } from '../../admin-shared/components/change-dialog.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { roleNames } from '../../admin-shared/role-names.ts';
import { useChangeStaff } from '../api/staff-accounts.ts';
import { roleOptions } from './role-options.ts';
import { StaffResetActions } from './staff-reset-actions.tsx';

type Open = 'role' | 'active' | null;

/** A row's 'Change role', 'Deactivate'/'Reactivate' and resets, each in a dialog that confirms it. */
export function StaffRowActions({ member }: { member: StaffMember }) {
  const [open, setOpen] = useState<Open>(null);
  const [role, setRole] = useState<string>(member.role);
  const change = useChangeStaff();

  const show = (which: Open) => {
    change.reset();
    setRole(member.role);
    setOpen(which);
  };
  const save = (body: { role?: StaffRole; active?: boolean }, message: string) =>
    change.mutate(
      { id: member.id, ...body },
      {
        onSuccess: () => {
          setOpen(null);
          showSaved(message);
        },
      },
    );
  const dialog = (which: Exclude<Open, null>) => ({
    isOpen: open === which,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? which : null),
    refusal: refusalMessage(change.error),
    isSaving: change.isPending,
  });
  const verb = member.active ? 'Deactivate' : 'Reactivate';

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" size="sm" onPress={() => show('role')}>
        Change role<span className="sr-only"> of {member.name}</span>
      </Button>
      <Button variant="ghost" size="sm" onPress={() => show('active')}>
        {verb}
        <span className="sr-only"> {member.name}</span>
      </Button>
      <StaffResetActions member={member} />
      <ChangeDialog
        {...dialog('role')}
        title={`Change the role of ${member.name}`}
        subtitle="The new role applies at once, on every device."
        confirmLabel="Save role"
        isConfirmDisabled={role === member.role}
        onConfirm={() =>
          save(
            { role: role as StaffRole },
            `${member.name} is now ${roleNames[role as StaffRole]}.`,
          )
        }
      >
        <SelectField
          label="Role"
          placeholder="Choose a role"
          options={roleOptions}
          value={role}
          onChange={setRole}
        />
      </ChangeDialog>
      <ChangeDialog
        {...dialog('active')}
        role="alertdialog"
        title={`${verb} ${member.name}?`}
        confirmLabel={verb}
        onConfirm={() =>
          save(
            { active: !member.active },
            `${member.name} is ${member.active ? 'deactivated' : 'active again'}.`,
          )
        }
      >
        <p className="text-navy-800">
          {member.active
            ? `${member.name} is logged out everywhere and can no longer log in. You can reactivate the account later.`
            : `${member.name} can log in again with the account's password.`}
        </p>
      </ChangeDialog>
    </div>
  );
}
