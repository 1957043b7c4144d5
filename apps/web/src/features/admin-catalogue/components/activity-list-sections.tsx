/** The editor's lists: waivers and linked activities. */
import type { ActivityBody, AdminActivitySummary } from '@shop/core/admin-catalogue-api';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import type { ActivityFormValues } from './activity-form-values.ts';
import { EditorSection } from './editor-section.tsx';

type Form = UseFormReturn<ActivityFormValues, unknown, ActivityBody>;

export function WaiversSection({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'waivers' });
  return (
    <EditorSection id="waivers" title="Waivers" description="Linked from the confirmation.">
      {list.fields.length === 0 ? (
        <p className="rounded-xl bg-glacier-50 px-4 py-3 text-navy-800">No waivers.</p>
      ) : null}
      {list.fields.map((item, index) => (
        <fieldset
          key={item.id}
          className="grid gap-4 rounded-xl border border-navy-900/10 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <legend className="sr-only">Waiver {index + 1}</legend>
          <RegisteredFields
            register={form.register}
            errors={form.formState.errors}
            fields={[
              { name: `waivers.${index}.waiverName`, label: 'Waiver name', isRequired: true },
              {
                name: `waivers.${index}.waiverLink`,
                label: 'Link',
                isRequired: true,
                description: 'https://…',
              },
            ]}
          />
          <Button variant="ghost" size="sm" className="sm:mt-7" onPress={() => list.remove(index)}>
            Remove waiver {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onPress={() => list.append({ waiverName: '', waiverLink: '' })}
      >
        Add waiver
      </Button>
    </EditorSection>
  );
}

export function LinksSection({
  form,
  activities,
  selfId,
}: {
  form: Form;
  activities: AdminActivitySummary[];
  selfId: number | null;
}) {
  const others = activities.filter((activity) => activity.id !== selfId);
  return (
    <EditorSection
      id="links"
      title="Linked activities"
      description="Offered alongside this one on its page."
    >
      <Controller
        control={form.control}
        name="linkedActivityIds"
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          const toggle = (id: number, on: boolean) =>
            field.onChange(on ? [...chosen, id] : [...chosen].filter((other) => other !== id));
          return others.length === 0 ? (
            <p className="text-navy-800">No other activities yet.</p>
          ) : (
            <div role="group" aria-labelledby="links-title" className="grid gap-1 sm:grid-cols-2">
              {others.map((activity) => (
                <CheckboxField
                  key={activity.id}
                  label={`${activity.displayName} (${activity.venueName})`}
                  value={chosen.has(activity.id)}
                  onChange={(on) => toggle(activity.id, on)}
                />
              ))}
            </div>
          );
        }}
      />
    </EditorSection>
  );
}
