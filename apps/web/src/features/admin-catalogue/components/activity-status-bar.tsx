import type { AdminActivity } from '@shop/core/admin-catalogue-api';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ConfirmDialog } from '../../admin-shared/components/confirm-dialog.tsx';
import { useSaveActivity } from '../api/catalogue.ts';
import { activityStatus } from './activity-table.tsx';
import { RefusalAlert } from '../../admin-shared/components/refusal-alert.tsx';

/** What the status bar's button asks before it changes the status. */
function questionOf(activity: AdminActivity) {
  if (activity.published)
    return {
      title: `Move ${activity.displayName} to draft?`,
      confirmLabel: 'Move to draft',
      text: 'Visitors can no longer see or book it, and carts cannot add it. Orders already placed keep it.',
    };
  return {
    title: `Publish ${activity.displayName} with no tickets on sale?`,
    confirmLabel: 'Publish',
    text: 'Visitors will see it, but can buy nothing until one of its ticket types is on sale.',
  };
}

/**
 * Published or draft, and the one button that changes it; making a draft asks first, and so does
 * publishing an activity that has no ticket on sale (visitors would find nothing to buy).
 */
export function ActivityStatusBar({ activity }: { activity: AdminActivity }) {
  const save = useSaveActivity();
  const [isConfirming, setConfirming] = useState(false);
  const status = activityStatus(activity);
  const sellsNothing = !activity.tickets.some((ticket) => ticket.active && !ticket.addOn);
  const question = questionOf(activity);
  const publish = (published: boolean) => {
    setConfirming(false);
    save.mutate(
      { id: activity.id, body: { published } },
      {
        onSuccess: (saved) =>
          showSaved(
            published
              ? `${saved.displayName} is published: visitors see it within a few seconds.`
              : `${saved.displayName} is a draft: visitors no longer see it.`,
          ),
      },
    );
  };
  return (
    <div className="space-y-3 rounded-2xl bg-glacier-50 p-4 ring-1 ring-glacier-700/15 sm:flex sm:items-center sm:justify-between sm:space-y-0">
      <p className="flex flex-wrap items-center gap-2 text-navy-900">
        <Badge tone={status === 'Published' ? 'info' : 'neutral'}>{status}</Badge>
        {activity.published
          ? 'Visitors can see and book this activity.'
          : 'A draft: visitors cannot see or book it.'}
      </p>
      <RefusalAlert error={save.error} />
      <Button
        variant={activity.published ? 'secondary' : 'primary'}
        onPress={() => (activity.published || sellsNothing ? setConfirming(true) : publish(true))}
      >
        {save.isPending ? <Spinner className="size-4" /> : null}
        {activity.published ? 'Move to draft' : 'Publish'}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={question.title}
        confirmLabel={question.confirmLabel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => publish(!activity.published)}
      >
        {question.text}
      </ConfirmDialog>
    </div>
  );
}
