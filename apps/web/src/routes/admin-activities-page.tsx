import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useAdminActivities } from '../features/admin-catalogue/api/catalogue.ts';
import { ActivityTable } from '../features/admin-catalogue/components/activity-table.tsx';
import { adminPaths } from '../features/admin-shared/admin-paths.ts';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryStates, rowsOf } from '../features/admin-shared/components/query-states.tsx';
import { isForbidden } from '../features/admin-shared/lib/error-messages.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** `/admin/activities` (admins, managers): every activity, drafts too, to open in the editor. */
export default function AdminActivitiesPage() {
  usePageTitle('Activities');
  const activities = useAdminActivities();

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Activities"
        description="What visitors can book. A draft stays hidden from the shop until it is published."
        action={
          isForbidden(activities.error) ? null : (
            <ButtonLink to={adminPaths.newActivity}>New activity</ButtonLink>
          )
        }
      />
      <QueryStates
        query={activities}
        loadingLabel="Loading activities"
        shapes={rowsOf(4)}
        failedTitle="The activities could not be loaded."
        forbidden={{ hint: 'The catalogue is managed by admins and managers.' }}
        empty={
          <EmptyState title="No activities yet.">
            Create one; it stays a draft until you publish it.
          </EmptyState>
        }
      >
        {(data) => <ActivityTable activities={data} />}
      </QueryStates>
    </div>
  );
}
