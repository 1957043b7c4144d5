import { today } from '@internationalized/date';
import type { SessionActivity } from '@shop/core/admin-sessions-api';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import type { StaffSession } from '@shop/core/staff-api';
import { useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { SelectField } from '../components/ui/select-field.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import {
  useMonthSessions,
  useSessionActivities,
} from '../features/admin-sessions/api/activity-times.ts';
import { SessionBulkActions } from '../features/admin-sessions/components/session-bulk-actions.tsx';
import {
  SessionEditorDialog,
  type SessionEditing,
} from '../features/admin-sessions/components/session-editor-dialog.tsx';
import { SessionMonthCalendar } from '../features/admin-sessions/components/session-month-calendar.tsx';
import { SessionsTable } from '../features/admin-sessions/components/sessions-table.tsx';
import { monthName, monthOf, monthPattern } from '../features/admin-sessions/lib/session-month.ts';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryFailure, QueryStates } from '../features/admin-shared/components/query-states.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

function MonthSessions({
  activity,
  month,
  canChange,
  onMonthChange,
}: {
  activity: SessionActivity;
  month: string;
  canChange: boolean;
  onMonthChange: (month: string) => void;
}) {
  const sessions = useMonthSessions(activity.id, month);
  const { permissions } = useOutletContext<StaffSession>();
  const [editing, setEditing] = useState<SessionEditing | null>(null);
  const close = () => setEditing(null);
  const firstDay = `${month}-01`;
  const todayDate = today(SHOP_TIME_ZONE).toString();
  const newDate = monthOf(todayDate) === month ? todayDate : firstDay;

  return (
    <div className="space-y-6">
      {canChange ? (
        <div className="flex flex-wrap gap-2">
          <Button onPress={() => setEditing({ kind: 'schedule' })}>New schedule</Button>
          <Button variant="secondary" onPress={() => setEditing({ kind: 'new' })}>
            New session
          </Button>
        </div>
      ) : null}
      <QueryStates
        query={sessions}
        loadingLabel="Loading sessions"
        shapes={['h-96 w-full']}
        failedTitle={(error) => error?.message ?? ''}
      >
        {(data) => (
          <>
            <SessionMonthCalendar
              month={month}
              sessions={data}
              onMonthChange={onMonthChange}
              isLoading={sessions.isFetching}
              {...(canChange ? { onOpen: (session) => setEditing({ kind: 'edit', session }) } : {})}
            />
            {data.length === 0 ? (
              <EmptyState title={`No sessions in ${monthName(month)}.`}>
                {canChange ? 'Add one, or a schedule of them.' : null}
              </EmptyState>
            ) : (
              <SessionsTable
                key={month}
                sessions={data}
                canChange={canChange}
                onEdit={(session) => setEditing({ kind: 'edit', session })}
                bulkActions={(selected, clear) => (
                  <SessionBulkActions selected={selected} onDone={clear} />
                )}
              />
            )}
          </>
        )}
      </QueryStates>
      <SessionEditorDialog
        activity={activity}
        editing={editing}
        date={newDate}
        sessions={sessions.data}
        canCancel={permissions.cancelSessions}
        onClose={close}
      />
    </div>
  );
}

/**
 * `/admin/sessions?activity=ID&month=YYYY-MM`: an activity's sessions by month, as a calendar and
 * a table. Every role reads them; admins and managers add, schedule, change and close them.
 */
export default function AdminSessionsPage() {
  usePageTitle('Sessions');
  const { staff } = useOutletContext<StaffSession>();
  const canChange = staff.role === 'admin' || staff.role === 'manager';
  const activities = useSessionActivities();
  const [params, setParams] = useSearchParams();
  const requestedMonth = params.get('month') ?? '';
  const month = monthPattern.test(requestedMonth)
    ? requestedMonth
    : monthOf(today(SHOP_TIME_ZONE).toString());
  const activityId = Number(params.get('activity'));
  const activity = activities.data?.find((item) => item.id === activityId) ?? null;
  const choose = (next: { activity?: string; month?: string }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) updated.set(key, value);
      return updated;
    });

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Sessions"
        description="Each activity’s sessions by month, with the places sold, held and left."
      />
      {activities.isPending ? (
        <Skeleton className="h-20 w-full max-w-md" />
      ) : activities.isError ? (
        <QueryFailure
          query={activities}
          title="The activities could not be loaded."
          forbidden={{}}
        />
      ) : (
        <>
          <SelectField
            label="Activity"
            placeholder="Choose an activity"
            options={activities.data.map((item) => ({
              id: String(item.id),
              label: `${item.displayName} (${item.venueName})`,
            }))}
            value={activity ? String(activity.id) : ''}
            onChange={(id) => choose({ activity: id })}
            className="max-w-md"
          />
          {activity ? (
            <MonthSessions
              key={activity.id}
              activity={activity}
              month={month}
              canChange={canChange}
              onMonthChange={(next) => choose({ month: next })}
            />
          ) : (
            <EmptyState title="Choose an activity to see its sessions." />
          )}
        </>
      )}
    </div>
  );
}
