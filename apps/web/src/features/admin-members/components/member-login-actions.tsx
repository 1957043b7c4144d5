import type { AdminMember } from '@shop/core/member-admin-api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ChangeDialog } from '../../admin-shared/components/change-dialog.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { useChangeMember, useSendMemberReset } from '../api/members.ts';

/**
 * 'Send password reset' and 'Deactivate' (or 'Reactivate') for a member with a login, each
 * confirmed in a dialog that shows a refusal.
 */
export function MemberLoginActions({
  member,
  account,
}: {
  member: AdminMember;
  account: NonNullable<AdminMember['account']>;
}) {
  const [dialog, setDialog] = useState<'reset' | 'active' | null>(null);
  const reset = useSendMemberReset(member.id);
  const change = useChangeMember(member.id);
  const failure = reset.error ?? change.error;
  const name = `${member.firstName} ${member.lastName}`;
  const active = account.active;
  const done = (message: string) => ({
    onSuccess: () => {
      setDialog(null);
      showSaved(message);
    },
  });

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        isDisabled={!active}
        onPress={() => {
          reset.reset();
          setDialog('reset');
        }}
      >
        Send password reset
      </Button>
      <Button
        onPress={() => {
          change.reset();
          setDialog('active');
        }}
      >
        {active ? 'Deactivate' : 'Reactivate'}
      </Button>
      <ChangeDialog
        role="alertdialog"
        isOpen={dialog !== null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        title={
          dialog === 'reset'
            ? `Send ${name} a password reset?`
            : `${active ? 'Deactivate' : 'Reactivate'} ${name}'s login?`
        }
        refusal={refusalMessage(failure)}
        confirmLabel={dialog === 'reset' ? 'Send' : active ? 'Deactivate' : 'Reactivate'}
        isSaving={reset.isPending || change.isPending}
        onConfirm={() =>
          dialog === 'reset'
            ? reset.mutate(undefined, done(`Password reset sent to ${account.email}.`))
            : change.mutate(
                { active: !active },
                done(`${name} is ${active ? 'deactivated' : 'active again'}.`),
              )
        }
      >
        <p className="text-navy-800">
          {dialog === 'reset'
            ? `An e-mail with a link to choose a new password goes to ${account.email}.`
            : active
              ? `${name} is logged out everywhere and can no longer log in until reactivated.`
              : `${name} can log in again with the account's password.`}
        </p>
      </ChangeDialog>
    </div>
  );
}
