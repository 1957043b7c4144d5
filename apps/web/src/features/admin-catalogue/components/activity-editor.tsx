import { zodResolver } from '@hookform/resolvers/zod';
import {
  activityBodySchema,
  type ActivityBody,
  type AdminActivity,
  type AdminActivitySummary,
  type AdminVenue,
} from '@shop/core/admin-catalogue-api';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminActivityPath } from '../../admin-shared/admin-paths.ts';
import { applyRefusal } from '../../admin-shared/components/admin-form-parts.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ConfirmDialog } from '../../admin-shared/components/confirm-dialog.tsx';
import { ImageUpload } from '../../admin-shared/components/image-upload.tsx';
import { useSaveActivity } from '../api/catalogue.ts';
import { DatesSection, DetailsSection } from './activity-details-sections.tsx';
import {
  activityValues,
  newActivityValues,
  type ActivityFormValues,
} from './activity-form-values.ts';
import { FieldsSection } from './activity-fields-section.tsx';
import { LinksSection, WaiversSection } from './activity-list-sections.tsx';
import { EditorSection } from './editor-section.tsx';

export const editorSections = [
  { id: 'details', label: 'Details' },
  { id: 'dates', label: 'Dates & calendar' },
  { id: 'image', label: 'Image' },
  { id: 'fields', label: 'Booking & attendee fields' },
  { id: 'waivers', label: 'Waivers' },
  { id: 'links', label: 'Linked activities' },
  { id: 'tickets', label: 'Tickets & add-ons' },
];

/**
 * Every field of an activity in one form of sections, checked by the core schema; a new
 * activity is created as a draft. Archiving asks first: visitors lose it at once.
 */
export function ActivityEditor({
  activity,
  venues,
  activities,
}: {
  activity: AdminActivity | null;
  venues: AdminVenue[];
  activities: AdminActivitySummary[];
}) {
  const form = useForm<ActivityFormValues, unknown, ActivityBody>({
    resolver: zodResolver(activityBodySchema),
    defaultValues: activity ? activityValues(activity) : newActivityValues(null),
    // On blur, not 'onTouched': with 'onTouched' a field added to a list is checked at once, so
    // a new booking field said "Required" before anything was typed (issue 30).
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const save = useSaveActivity();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<ActivityBody | null>(null);
  const { isSubmitting } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' });
  const venueOptions = venues
    .filter((venue) => venue.slug !== 'all')
    .map((venue) => ({ id: String(venue.id), label: venue.displayName }));

  const send = async (body: ActivityBody) => {
    setPending(null);
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: activity?.id ?? null, body });
      form.reset(activityValues(saved));
      showSaved(
        activity ? `${saved.displayName} is saved.` : `${saved.displayName} is created as a draft.`,
      );
      if (!activity) void navigate(adminActivityPath(saved.id), { replace: true });
    } catch (error) {
      setFailure(applyRefusal(error, form.setError, 'The activity could not be saved.'));
    }
  };
  const submit = form.handleSubmit(
    async (values) => {
      const body = values;
      if (activity && !activity.archived && body.archived) setPending(body);
      else await send(body);
    },
    () => setFailure('Some fields need attention; they are marked below.'),
  );

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-6">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <DetailsSection
        form={form}
        venueOptions={venueOptions}
        ticketingId={activity?.centamanId ?? null}
      />
      <DatesSection form={form} />
      <EditorSection
        id="image"
        title="Image"
        description="Shown on the activity's card and page; the thumbnail in carts."
      >
        <ImageUpload
          label="Picture"
          previewUrl={typeof image === 'string' ? image : null}
          description="JPEG, PNG, WebP or AVIF up to 8 MB; resized to 1280 px and a 320 px thumbnail."
          onUploaded={(uploaded) => {
            form.setValue('image', uploaded.url, { shouldDirty: true });
            form.setValue('thumbnail', uploaded.thumbnailUrl, { shouldDirty: true });
          }}
        />
      </EditorSection>
      <FieldsSection form={form} />
      <WaiversSection form={form} />
      <LinksSection form={form} activities={activities} selfId={activity?.id ?? null} />
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-2xl bg-white/95 px-4 py-3 shadow-card ring-1 ring-navy-900/10 backdrop-blur">
        <p className="mr-auto text-sm text-navy-800">
          {form.formState.isDirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
        </p>
        <Button type="submit">
          {isSubmitting || save.isPending ? <Spinner className="size-4" /> : null}
          {activity ? 'Save activity' : 'Create draft'}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={pending !== null}
        title={`Archive ${activity?.displayName ?? 'this activity'}?`}
        confirmLabel="Archive and save"
        onCancel={() => setPending(null)}
        onConfirm={() => void (pending && send(pending))}
      >
        Visitors can no longer see or book it, and links to it disappear. Orders keep it.
      </ConfirmDialog>
    </GuardedForm>
  );
}
