import type { EntitlementOptions, EntitlementsForm } from '@shop/core/membership-admin-api';
import { useController, type Control } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';

type Activity = EntitlementOptions['activities'][number];

/** The activities under their venue's name, in the order the options list them. */
function byVenue(activities: Activity[]): [string, Activity[]][] {
  const venues = new Map<string, Activity[]>();
  for (const activity of activities)
    venues.set(activity.venue, [...(venues.get(activity.venue) ?? []), activity]);
  return [...venues];
}

/** A tick box for each activity a pass may include, grouped by venue. */
export function IncludedActivitiesFields({
  control,
  activities,
}: {
  control: Control<EntitlementsForm>;
  activities: Activity[];
}) {
  const { field } = useController({ control, name: 'includedActivityIds' });
  const ticked = new Set(field.value);
  const toggle = (id: string, isTicked: boolean) =>
    field.onChange(isTicked ? [...field.value, id] : field.value.filter((ticked) => ticked !== id));

  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-navy-950">Included activities</legend>
      <p className="text-sm text-navy-800">
        Each pass holder is let in once a session (or once a day, when untimed) at no charge.
      </p>
      {byVenue(activities).map(([venue, venueActivities]) => (
        <fieldset
          key={venue}
          className="rounded-xl bg-glacier-50 px-4 py-3 ring-1 ring-navy-900/10"
        >
          {/* Floated, so the venue's name sits inside its box rather than on its border. */}
          <legend className="float-left w-full text-sm font-semibold text-navy-800">{venue}</legend>
          <div className="clear-both" />
          {venueActivities.map((activity) => (
            <CheckboxField
              key={activity.id}
              label={activity.onSale ? activity.name : `${activity.name} (not on sale)`}
              value={ticked.has(String(activity.id))}
              onChange={(isTicked) => toggle(String(activity.id), isTicked)}
              onBlur={field.onBlur}
            />
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
