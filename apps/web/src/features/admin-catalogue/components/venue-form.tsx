import { zodResolver } from '@hookform/resolvers/zod';
import {
  venueBodySchema,
  type AdminVenue,
  type VenueBody,
  type VenueBodyInput,
} from '@shop/core/admin-catalogue-api';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { applyRefusal, FormActions } from '../../admin-shared/components/admin-form-parts.tsx';
import { ImageUpload } from '../../admin-shared/components/image-upload.tsx';
import { useSaveVenue } from '../api/catalogue.ts';

type Field = {
  name: keyof VenueBodyInput & string;
  label: string;
  isRequired?: boolean;
  description?: string;
};
const nameFields: Field[] = [
  { name: 'displayName', label: 'Name shown to visitors', isRequired: true },
  { name: 'name', label: 'Internal name', isRequired: true, description: 'Unique.' },
  {
    name: 'slug',
    label: 'Slug',
    isRequired: true,
    description: 'In the shop’s address: /activities?venue=slug.',
  },
  { name: 'position', label: 'Position', isRequired: true, description: 'Lower comes first.' },
];
const addressFields: Field[] = [
  { name: 'address', label: 'Address (one line)' },
  { name: 'streetAddress', label: 'Street address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zip', label: 'Zip' },
  { name: 'phone', label: 'Phone' },
];
const linkFields: Field[] = [
  { name: 'googleMapLink', label: 'Google Maps link' },
  { name: 'waiverLink', label: 'Waiver link' },
  { name: 'faqLink', label: 'FAQ link' },
];

/**
 * The venue's map pictures, each uploaded as the logo is (issue 30) and kept at the large size,
 * its address still shown to paste one from elsewhere.
 */
const mapImages = [
  { name: 'locationMap', label: 'Location map' },
  { name: 'mobileLocationMap', label: 'Mobile location map' },
  { name: 'emailLocationMap', label: 'E-mail location map' },
  { name: 'locationMarker', label: 'Location marker' },
] as const;

const blank: VenueBodyInput = {
  name: '',
  slug: '',
  displayName: '',
  position: '',
  logo: '',
};

function toValues(venue: AdminVenue | null): VenueBodyInput {
  if (!venue) return blank;
  const { id: _id, activityCount: _count, ...rest } = venue;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value === null ? '' : String(value)]),
  ) as VenueBodyInput;
}

/** A venue's fields, new or changed, checked by the core schema as the server checks them. */
export function VenueForm({
  venue,
  onSaved,
  onCancel,
}: {
  venue: AdminVenue | null;
  onSaved: (venue: AdminVenue) => void;
  onCancel: () => void;
}) {
  const form = useForm<VenueBodyInput, unknown, VenueBody>({
    resolver: zodResolver(venueBodySchema),
    defaultValues: toValues(venue),
    mode: 'onTouched',
  });
  const save = useSaveVenue();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const logo = useWatch({ control: form.control, name: 'logo' });
  const maps = useWatch({ control: form.control, name: mapImages.map((image) => image.name) });

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync({ id: venue?.id ?? null, body }));
    } catch (error) {
      setFailure(applyRefusal(error, form.setError, 'The venue could not be saved.'));
    }
  });
  const fields = (list: Field[]) => (
    <div className="grid gap-4 sm:grid-cols-2">
      <RegisteredFields register={form.register} errors={errors} fields={list} />
    </div>
  );

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-6">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      {fields(nameFields)}
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-navy-950">Address</legend>
        {fields(addressFields)}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-navy-950">Logo, maps and links</legend>
        <ImageUpload
          label="Logo"
          previewUrl={typeof logo === 'string' ? logo : null}
          description="JPEG, PNG, WebP or AVIF up to 8 MB; kept as a 320 px square."
          onUploaded={(image) => form.setValue('logo', image.thumbnailUrl, { shouldDirty: true })}
        />
        {fields([{ name: 'logo', label: 'Logo address' }, ...linkFields])}
      </fieldset>
      <fieldset className="space-y-6">
        <legend className="text-lg font-bold text-navy-950">Map images</legend>
        {mapImages.map((image, index) => (
          <div key={image.name} className="space-y-3">
            <ImageUpload
              label={image.label}
              previewUrl={typeof maps[index] === 'string' ? maps[index] : null}
              description="JPEG, PNG, WebP or AVIF up to 8 MB; kept at most 1280 px across."
              onUploaded={(uploaded) =>
                form.setValue(image.name, uploaded.url, { shouldDirty: true, shouldValidate: true })
              }
            />
            {fields([{ name: image.name, label: `${image.label} address` }])}
          </div>
        ))}
      </fieldset>
      <FormActions
        onCancel={onCancel}
        isSubmitting={isSubmitting}
        submitLabel={venue ? 'Save venue' : 'Create venue'}
      />
    </GuardedForm>
  );
}
