import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useAdminActivities } from '../features/admin-catalogue/api/catalogue.ts';
import { ActivityTable } from '../features/admin-catalogue/components/activity-table.tsx';
import { adminPaths } from '../features/admin-shared/admin-paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';

/** `/admin/activities` (admins, managers): every activity, drafts too, to open in the editor. */
export function AdminActivitiesPage() {
  usePageTitle('Activities');
  const activities = useAdminActivities();
  const isForbidden = activities.error instanceof ApiError && activities.error.status === 403;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-950">Activities</h1>
          <p className="mt-1 text-navy-800">
            What visitors can book. A draft stays hidden from the shop until it is published.
          </p>
        </div>
        {isForbidden ? null : <ButtonLink to={adminPaths.newActivity}>New activity</ButtonLink>}
      </div>
      {activities.isPending ? (
        <div role="status" aria-label="Loading activities" className="space-y-2">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-12 w-full" />
          ))}
        </div>
      ) : activities.isError ? (
        <Alert
          tone="error"
          role="alert"
          title={isForbidden ? activities.error.message : 'The activities could not be loaded.'}
        >
          {isForbidden ? (
            'The catalogue is managed by admins and managers.'
          ) : (
            <RetryButton
              isRetrying={activities.isFetching}
              onRetry={() => void activities.refetch()}
            />
          )}
        </Alert>
      ) : activities.data.length === 0 ? (
        <EmptyState title="No activities yet.">
          Create one; it stays a draft until you publish it.
        </EmptyState>
      ) : (
        <ActivityTable activities={activities.data} />
      )}
    </div>
  );
}

export default AdminActivitiesPage;
