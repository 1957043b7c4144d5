import type { StaffMember, StaffRole } from '@shop/core/staff-api';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
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
  const refusal = refusalMessage(change.error);

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
      <ModalDialog
        isOpen={open === 'role'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'role' : null)}
        title={`Change the role of ${member.name}`}
        subtitle="The new role applies at once, on every device."
      >
        <ModalDialogBody className="space-y-4">
          {refusal ? <Alert tone="error" role="alert" title={refusal} /> : null}
          <SelectField
            label="Role"
            placeholder="Choose a role"
            options={roleOptions}
            value={role}
            onChange={setRole}
          />
        </ModalDialogBody>
        <ModalDialogFooter>
          <Button variant="secondary" onPress={() => setOpen(null)}>
            Cancel
          </Button>
          <Button
            isDisabled={role === member.role || change.isPending}
            onPress={() =>
              save(
                { role: role as StaffRole },
                `${member.name} is now ${roleNames[role as StaffRole]}.`,
              )
            }
          >
            {change.isPending ? <Spinner className="size-4" /> : null}
            Save role
          </Button>
        </ModalDialogFooter>
      </ModalDialog>
      <ModalDialog
        role="alertdialog"
        isOpen={open === 'active'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'active' : null)}
        title={`${verb} ${member.name}?`}
      >
        <ModalDialogBody className="space-y-4">
          {refusal ? <Alert tone="error" role="alert" title={refusal} /> : null}
          <p className="text-navy-800">
            {member.active
              ? `${member.name} is logged out everywhere and can no longer log in. You can reactivate the account later.`
              : `${member.name} can log in again with the account's password.`}
          </p>
        </ModalDialogBody>
        <ModalDialogFooter>
          <Button variant="secondary" onPress={() => setOpen(null)}>
            Cancel
          </Button>
          <Button
            isDisabled={change.isPending}
            onPress={() =>
              save(
                { active: !member.active },
                `${member.name} is ${member.active ? 'deactivated' : 'active again'}.`,
              )
            }
          >
            {change.isPending ? <Spinner className="size-4" /> : null}
            {verb}
          </Button>
        </ModalDialogFooter>
      </ModalDialog>
    </div>
  );
}
