import { useParams } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { cn } from '../components/ui/cn.ts';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import {
  useAdminActivities,
  useAdminActivity,
  useAdminVenues,
} from '../features/admin-catalogue/api/catalogue.ts';
import {
  ActivityEditor,
  editorSections,
} from '../features/admin-catalogue/components/activity-editor.tsx';
import { OnSaleQueueSection } from '../features/admin-catalogue/components/on-sale-queue-section.tsx';
import { ActivityStatusBar } from '../features/admin-catalogue/components/activity-status-bar.tsx';
import { EditorSection } from '../features/admin-catalogue/components/editor-section.tsx';
import { TicketList } from '../features/admin-catalogue/components/ticket-list.tsx';
import { adminPaths } from '../features/admin-shared/admin-paths.ts';
import { pageTitleClasses } from '../features/admin-shared/components/admin-page-heading.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';

/** `/admin/activities/:activityId` ('new' for a new one): the activity editor. */
export default function AdminActivityPage() {
  const { activityId } = useParams();
  const id = activityId === 'new' ? null : Number(activityId);
  const activity = useAdminActivity(id);
  const venues = useAdminVenues();
  const activities = useAdminActivities();
  const title = id === null ? 'New activity' : (activity.data?.displayName ?? 'Activity');
  usePageTitle(title);
  const queries = id === null ? [venues, activities] : [activity, venues, activities];
  const failed = queries.find((query) => query.isError);
  const isLoading = queries.some((query) => query.isPending);

  return (
    <div className="space-y-6">
      <div>
        <TextLink to={adminPaths.activities}>All activities</TextLink>
        <h1 className={cn('mt-2', pageTitleClasses)}>{title}</h1>
      </div>
      {failed ? (
        <Alert
          tone="error"
          role="alert"
          title={
            failed.error instanceof ApiError
              ? failed.error.message
              : 'The activity could not be loaded.'
          }
        >
          {failed.error instanceof ApiError && failed.error.status < 500 ? null : (
            <RetryButton isRetrying={failed.isFetching} onRetry={() => void failed.refetch()} />
          )}
        </Alert>
      ) : isLoading || !venues.data || !activities.data ? (
        <LoadingShapes
          label="Loading the activity"
          shapes={['h-16 w-full', 'h-64 w-full']}
          className="space-y-3"
        />
      ) : (
        <>
          <nav aria-label="Sections of the activity">
            <ul className="flex flex-wrap gap-2">
              {editorSections
                .filter((section) => id !== null || section.id !== 'tickets')
                .map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-glacier-800 ring-1 ring-navy-900/10 hover:bg-glacier-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-(--focus-color)"
                    >
                      {section.label}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
          {activity.data ? (
            <ActivityStatusBar activity={activity.data} />
          ) : (
            <Alert tone="info" title="A new activity starts as a draft.">
              Add its ticket types once it is created, then publish it.
            </Alert>
          )}
          <ActivityEditor
            key={activity.data?.id ?? 'new'}
            activity={activity.data ?? null}
            venues={venues.data}
            activities={activities.data}
          />
          {activity.data ? (
            <EditorSection
              id="tickets"
              title="Tickets & add-ons"
              description="Prices in dollars; tax per ticket line after discounts."
            >
              <TicketList activityId={activity.data.id} tickets={activity.data.tickets} />
            </EditorSection>
          ) : null}
          {activity.data ? <OnSaleQueueSection scope={activity.data.id} /> : null}
        </>
      )}
    </div>
  );
}
