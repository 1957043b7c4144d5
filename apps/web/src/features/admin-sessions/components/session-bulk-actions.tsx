import { capacitySchema, type AdminSession } from '@shop/core/admin-sessions-api';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextInputField } from '../../../components/ui/text-input-field.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ChangeDialog } from '../../admin-shared/components/change-dialog.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { useBulkSessions } from '../api/activity-times.ts';

type Open = 'close' | 'reopen' | 'capacity' | null;

const count = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;

/**
 * Close, reopen or set the capacity of the selected sessions, each confirmed in a dialog; all
 * change or none, and a refusal (a session with more sold and held) shows in the dialog.
 */
export function SessionBulkActions({
  selected,
  onDone,
}: {
  selected: AdminSession[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [capacity, setCapacity] = useState('');
  const [capacityError, setCapacityError] = useState<string | undefined>();
  const bulk = useBulkSessions();
  const refusal = refusalMessage(bulk.error);
  const ids = selected.map((session) => session.id);
  const none = ids.length === 0;
  // A cancelled session is never reopened (decision 073): said before the server refuses it.
  const cancelled = selected.filter((session) => session.cancelled);

  const show = (which: Open) => {
    bulk.reset();
    setCapacity('');
    setCapacityError(undefined);
    setOpen(which);
  };
  const run = (body: Parameters<typeof bulk.mutate>[0], message: string) =>
    bulk.mutate(body, {
      onSuccess: () => {
        setOpen(null);
        onDone();
        showSaved(message);
      },
    });
  const setAll = () => {
    const parsed = capacitySchema.safeParse(capacity.trim() === '' ? NaN : Number(capacity));
    if (!parsed.success) {
      setCapacityError(parsed.error.issues[0]?.message);
      return;
    }
    run(
      { action: 'set-capacity', ids, capacity: parsed.data },
      `${count(ids.length)} now hold ${parsed.data}.`,
    );
  };

  const dialog = (which: Exclude<Open, null>) => ({
    isOpen: open === which,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? which : null),
    refusal,
    isSaving: bulk.isPending,
  });

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Bulk actions" role="group">
      <span className="mr-1 text-sm text-navy-800" aria-live="polite">
        {count(ids.length)} selected
      </span>
      <Button variant="secondary" size="sm" isDisabled={none} onPress={() => show('close')}>
        Close sales
      </Button>
      <Button variant="secondary" size="sm" isDisabled={none} onPress={() => show('reopen')}>
        Reopen
      </Button>
      <Button variant="secondary" size="sm" isDisabled={none} onPress={() => show('capacity')}>
        Set capacity
      </Button>
      <ChangeDialog
        {...dialog('close')}
        role="alertdialog"
        title={`Close ${count(ids.length)}?`}
        confirmLabel="Close sales"
        onConfirm={() => run({ action: 'close', ids }, `${count(ids.length)} closed.`)}
      >
        <p className="text-navy-800">
          Visitors can no longer buy them; the shop shows them as unavailable within a few seconds.
          Tickets already sold stay valid, and you can reopen them later.
        </p>
      </ChangeDialog>
      <ChangeDialog
        {...dialog('reopen')}
        role="alertdialog"
        title={`Reopen ${count(ids.length)}?`}
        confirmLabel="Reopen"
        isConfirmDisabled={cancelled.length > 0}
        onConfirm={() => run({ action: 'reopen', ids }, `${count(ids.length)} reopened.`)}
      >
        {cancelled.length > 0 ? (
          <Alert
            tone="error"
            title={`${count(cancelled.length)} of the selection ${cancelled.length === 1 ? 'was' : 'were'} cancelled and cannot be reopened. Its buyers were refunded and told.`}
          />
        ) : (
          <p className="text-navy-800">Visitors can buy them again while places are left.</p>
        )}
      </ChangeDialog>
      <ChangeDialog
        {...dialog('capacity')}
        title={`Set the capacity of ${count(ids.length)}`}
        subtitle="Never below a session's places sold and held."
        confirmLabel="Set capacity"
        onConfirm={setAll}
      >
        <TextInputField
          label="Capacity"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          isRequired
          value={capacity}
          onChange={(value) => {
            setCapacity(value);
            setCapacityError(undefined);
          }}
          error={capacityError}
        />
      </ChangeDialog>
    </div>
  );
}
