import type { AdminSession } from '@shop/core/admin-sessions-api';
import { formatClockTime } from '@shop/core/shop-time';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ChangeDialog } from '../../admin-shared/components/change-dialog.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { useDeleteSession } from '../api/activity-times.ts';
import { dayName } from '../lib/session-month.ts';

/** 'Delete session', confirmed; the server refuses one with places sold or held, or in a cart. */
export function SessionDelete({
  session,
  onDeleted,
}: {
  session: AdminSession;
  onDeleted: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteSession();
  const label = `${dayName(session.date)}, ${formatClockTime(session.startTime)}`;
  const taken = session.sold + session.held > 0;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-glacier-50 p-4 ring-1 ring-navy-900/10">
      <p className="text-sm text-navy-800">
        {taken
          ? 'Places are sold or held: close this session instead of deleting it.'
          : 'Nothing is sold or held: the session may be deleted.'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={taken}
        onPress={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        Delete session
      </Button>
      <ChangeDialog
        role="alertdialog"
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={`Delete the session of ${label}?`}
        refusal={refusalMessage(remove.error)}
        confirmLabel="Delete"
        isSaving={remove.isPending}
        onConfirm={() =>
          remove.mutate(session.id, {
            onSuccess: () => {
              setOpen(false);
              onDeleted();
              showSaved(`The session of ${label} was deleted.`);
            },
          })
        }
      >
        <p className="text-navy-800">It disappears from the shop. This cannot be undone.</p>
      </ChangeDialog>
    </div>
  );
}
