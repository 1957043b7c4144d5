/** The editor's first sections: what the activity is, and how its dates and calendar behave. */
import { dateSelectionTypes } from '@shop/core/catalogue';
import type { ActivityBody } from '@shop/core/admin-catalogue-api';
import type { UseFormReturn } from 'react-hook-form';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import type { SelectOption } from '../../../components/ui/select-field.tsx';
import {
  CheckRow,
  ChoiceRow,
  LongTextRow,
  SelectRow,
} from '../../admin-shared/components/admin-form-parts.tsx';
import type { ActivityFormValues } from './activity-form-values.ts';
import { EditorSection } from './editor-section.tsx';

type Form = UseFormReturn<ActivityFormValues, unknown, ActivityBody>;

const dateSelectionLabels: Record<(typeof dateSelectionTypes)[number], string> = {
  calendar_select: 'Calendar',
  dropdown_select: 'Drop-down list of dates',
  dynamic_price_select: 'Calendar with prices per date',
};
const dateSelectionOptions = dateSelectionTypes.map((id) => ({
  id,
  label: dateSelectionLabels[id],
}));

const admissionChoices = [
  { id: 'timed', label: 'Timed', description: 'Sessions at set times.' },
  { id: 'general', label: 'General admission', description: 'Any time on the chosen day.' },
  { id: 'untimed', label: 'Neither', description: 'A pass or a dated item, no times.' },
] as const;

/** Timed and general admission exclude each other: one choice sets both of the schema's flags. */
function AdmissionChoice({ form }: { form: Form }) {
  const [timed, general] = form.watch(['timed', 'general']);
  const value = timed ? 'timed' : general ? 'general' : 'untimed';
  return (
    <ChoiceRow
      label="Admission"
      choices={admissionChoices}
      value={value}
      onChange={(next) => {
        form.setValue('timed', next === 'timed', { shouldDirty: true });
        form.setValue('general', next === 'general', { shouldDirty: true });
      }}
    />
  );
}

export function DetailsSection({
  form,
  venueOptions,
  ticketingId,
}: {
  form: Form;
  venueOptions: SelectOption[];
  /** Made by the server when the activity is created; null for a new one. */
  ticketingId: string | null;
}) {
  const { register, control, formState } = form;
  return (
    <EditorSection id="details" title="Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredFields
          register={register}
          errors={formState.errors}
          fields={[{ name: 'displayName', label: 'Name', isRequired: true }]}
        />
        <SelectRow
          control={control}
          name="venueId"
          label="Venue"
          options={venueOptions}
          placeholder="Choose a venue"
          isRequired
        />
        <RegisteredFields
          register={register}
          errors={formState.errors}
          fields={[
            { name: 'categoryName', label: 'Category', description: 'Shown over the picture.' },
            { name: 'location', label: 'Location', description: 'Where to meet.' },
            {
              name: 'position',
              label: 'Position',
              isRequired: true,
              inputMode: 'numeric',
              description: 'Lower comes first in its venue.',
            },
            { name: 'learnMoreUrl', label: 'Learn-more link', description: 'https://…' },
          ]}
        />
      </div>
      {ticketingId ? (
        <p className="text-sm text-navy-800">
          Ticketing system id: <span className="font-mono">{ticketingId}</span>{' '}
          <span className="text-navy-700">(made by the shop; orders and reports use it)</span>
        </p>
      ) : null}
      <LongTextRow
        register={register}
        errors={formState.errors}
        name="preview"
        label="Preview"
        description="The short text on the activity's card; the description is used when empty."
      />
      <LongTextRow
        register={register}
        errors={formState.errors}
        name="centamanDescription"
        label="Description"
      />
      <LongTextRow
        register={register}
        errors={formState.errors}
        name="serviceDetails"
        label="Service details"
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <CheckRow control={control} name="onDisplay" label="Listed on the activities page" />
        <CheckRow control={control} name="isFeatured" label="Featured" />
        <CheckRow control={control} name="archived" label="Archived (retired everywhere)" />
      </div>
    </EditorSection>
  );
}

export function DatesSection({ form }: { form: Form }) {
  const { register, control, formState } = form;
  return (
    <EditorSection id="dates" title="Dates & calendar">
      <AdmissionChoice form={form} />
      <div className="grid gap-2 sm:grid-cols-2">
        <CheckRow
          control={control}
          name="hideCalendarAndDates"
          label="Hide the calendar and dates"
        />
        <CheckRow
          control={control}
          name="overrideEventTimeWithName"
          label="Show the session's name instead of its time"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectRow
          control={control}
          name="dateSelectionType"
          label="Date selection"
          options={dateSelectionOptions}
          isRequired
        />
        <RegisteredFields
          register={register}
          errors={formState.errors}
          fields={[
            {
              name: 'defaultStartDate',
              label: 'First date shown',
              placeholder: 'YYYY-MM-DD',
              description: 'Empty: today.',
            },
            {
              name: 'monthRange',
              label: 'Months ahead',
              isRequired: true,
              inputMode: 'numeric',
            },
            {
              name: 'cutoffHours',
              label: 'Booking closes (hours before)',
              isRequired: true,
              inputMode: 'numeric',
            },
            {
              name: 'maxQuantity',
              label: 'Most tickets in one booking',
              isRequired: true,
              inputMode: 'numeric',
            },
            { name: 'seasonName', label: 'Season name' },
            { name: 'soldOutMessage', label: 'Sold-out message' },
          ]}
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <CheckRow control={control} name="showSeason" label="Show the season" />
        <CheckRow
          control={control}
          name="displaySoldOutMessage"
          label="Show the sold-out message"
        />
        <CheckRow
          control={control}
          name="waitlistOpen"
          label="Take a waiting list when a session sells out"
        />
        <CheckRow
          control={control}
          name="collectAttendeeDetails"
          label="Ask each attendee's name"
        />
        <CheckRow
          control={control}
          name="collectAttendeeDob"
          label="Ask each attendee's birth date"
        />
      </div>
    </EditorSection>
  );
}
