import type { AdminSession, SessionActivity } from '@shop/core/admin-sessions-api';
import { Alert } from '../../../components/ui/alert.tsx';
import { ModalDialog, ModalDialogBody } from '../../../components/ui/modal-dialog.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { SessionCancel } from './session-cancel.tsx';
import { SessionDelete } from './session-delete.tsx';
import { SessionForm } from './session-form.tsx';

/** What the dialog is open for: a new session, a schedule of them, or one session's change. */
export type SessionEditing =
  { kind: 'new' } | { kind: 'schedule' } | { kind: 'edit'; session: AdminSession };

/** One session's form with its cancel and delete, or a new session's or schedule's form. */
function EditorBody({
  activity,
  editing,
  date,
  isCancelled,
  canCancel,
  onClose,
}: {
  activity: SessionActivity;
  editing: SessionEditing;
  date: string;
  isCancelled: boolean;
  canCancel: boolean;
  onClose: () => void;
}) {
  if (editing.kind === 'schedule')
    return (
      <ScheduleForm
        activity={activity}
        from={date}
        onCancel={onClose}
        onCreated={({ created, skipped }) => {
          onClose();
          showSaved(
            `${created} sessions created${skipped > 0 ? `, ${skipped} already there` : ''}.`,
          );
        }}
      />
    );
  return (
    <>
      {isCancelled ? (
        // Kept as its buyers were told it is (decision 073): nothing to change.
        <Alert
          tone="info"
          title="This session was cancelled. It cannot be reopened or changed; its buyers were refunded and told. Add a new session instead."
        />
      ) : (
        <SessionForm
          activity={activity}
          session={editing.kind === 'edit' ? editing.session : null}
          date={date}
          onCancel={onClose}
          onSaved={() => {
            onClose();
            showSaved(editing.kind === 'edit' ? 'Session saved.' : 'Session created.');
          }}
        />
      )}
      {editing.kind === 'edit' ? (
        <>
          {canCancel ? <SessionCancel session={editing.session} /> : null}
          <SessionDelete session={editing.session} onDeleted={onClose} />
        </>
      ) : null}
    </>
  );
}

/**
 * The sessions page's dialog: 'New schedule', 'New session' or 'Edit session'. `sessions` is the
 * month as it is now, so a cancellation made in the dialog shows at once.
 */
export function SessionEditorDialog({
  activity,
  editing,
  date,
  sessions,
  canCancel,
  onClose,
}: {
  activity: SessionActivity;
  editing: SessionEditing | null;
  /** The day a new session or schedule starts on. */
  date: string;
  sessions: AdminSession[] | undefined;
  /** The role may cancel sessions (decision 081). */
  canCancel: boolean;
  onClose: () => void;
}) {
  const isCancelled =
    editing?.kind === 'edit' &&
    (sessions?.find((session) => session.id === editing.session.id)?.cancelled ??
      editing.session.cancelled);
  return (
    <ModalDialog
      size="lg"
      isOpen={editing !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={
        editing?.kind === 'schedule'
          ? `New schedule for ${activity.displayName}`
          : editing?.kind === 'edit'
            ? 'Edit session'
            : `New session of ${activity.displayName}`
      }
      subtitle="Times are Mountain Time (America/Denver)."
    >
      <ModalDialogBody className="space-y-6">
        {editing ? (
          <EditorBody
            activity={activity}
            editing={editing}
            date={date}
            isCancelled={isCancelled}
            canCancel={canCancel}
            onClose={onClose}
          />
        ) : null}
      </ModalDialogBody>
    </ModalDialog>
  );
}
