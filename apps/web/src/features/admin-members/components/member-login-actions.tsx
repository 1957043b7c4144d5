import type { AdminMember } from '@shop/core/member-admin-api';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  ModalDialog,
  ModalDialogBody,
  ModalDialogFooter,
} from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
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
  const failure = [reset.error, change.error].find(Boolean);
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
      <ModalDialog
        role="alertdialog"
        isOpen={dialog !== null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        title={
          dialog === 'reset'
            ? `Send ${name} a password reset?`
            : `${active ? 'Deactivate' : 'Reactivate'} ${name}'s login?`
        }
      >
        <ModalDialogBody className="space-y-4">
          {failure ? (
            <Alert
              tone="error"
              role="alert"
              title={failure instanceof ApiError ? failure.message : 'Not saved. Try again.'}
            />
          ) : null}
          <p className="text-navy-800">
            {dialog === 'reset'
              ? `An e-mail with a link to choose a new password goes to ${account.email}.`
              : active
                ? `${name} is logged out everywhere and can no longer log in until reactivated.`
                : `${name} can log in again with the account's password.`}
          </p>
        </ModalDialogBody>
        <ModalDialogFooter>
          <Button variant="secondary" onPress={() => setDialog(null)}>
            Cancel
          </Button>
          <Button
            isDisabled={reset.isPending || change.isPending}
            onPress={() =>
              dialog === 'reset'
                ? reset.mutate(undefined, done(`Password reset sent to ${account.email}.`))
                : change.mutate(
                    { active: !active },
                    done(`${name} is ${active ? 'deactivated' : 'active again'}.`),
                  )
            }
          >
            {reset.isPending || change.isPending ? <Spinner className="size-4" /> : null}
            {dialog === 'reset' ? 'Send' : active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </ModalDialogFooter>
      </ModalDialog>
    </div>
  );
}
