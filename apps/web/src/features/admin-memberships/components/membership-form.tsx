import { zodResolver } from '@hookform/resolvers/zod';
import {
  membershipBodySchema,
  type AdminMembership,
  type MembershipBody,
} from '@shop/core/membership-admin-api';
import { taxRateTexts } from '@shop/core/tax-rate';
import { useState } from 'react';
import { Controller, get, useForm, useWatch, type Path } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { applyRefusal, FormActions } from '../../admin-shared/components/admin-form-parts.tsx';
import { ImageUpload } from '../../admin-shared/components/image-upload.tsx';
import { MembershipAddOnsFields } from './membership-add-ons-fields.tsx';
import {
  asNumber,
  asTextOrNull,
  emptyMembership,
  membershipToForm,
} from './membership-form-values.ts';

type Field = {
  name: Path<MembershipBody>;
  label: string;
  isRequired?: boolean;
  description?: string;
  prefix?: string;
  inputMode?: 'numeric' | 'decimal';
  as?: typeof asNumber | typeof asTextOrNull;
};

const productFields: Field[] = [
  { name: 'displayName', label: 'Name in the shop', isRequired: true },
  { name: 'name', label: 'Internal name', isRequired: true },
  {
    name: 'centamanId',
    label: 'Code',
    isRequired: true,
    description: "The membership system's code.",
  },
  { name: 'package', label: 'Package', as: asTextOrNull },
  { name: 'description', label: 'Description' },
  { name: 'location', label: 'Location', as: asTextOrNull },
  { name: 'waiverLink', label: 'Waiver link', description: 'An https address.', as: asTextOrNull },
  {
    name: 'position',
    label: 'Position',
    isRequired: true,
    inputMode: 'numeric',
    description: 'Lower comes first in the shop.',
    as: asNumber,
  },
  {
    name: 'durationMonths',
    label: 'Months it lasts',
    isRequired: true,
    inputMode: 'numeric',
    as: asNumber,
  },
];
const primaryFields: Field[] = [
  { name: 'primaryOptions.displayName', label: 'Pass name', isRequired: true },
  { name: 'primaryOptions.centamanId', label: 'Pass code', isRequired: true },
  {
    name: 'primaryOptions.price',
    label: 'Price',
    isRequired: true,
    prefix: '$',
    inputMode: 'decimal',
    as: asNumber,
  },
  {
    name: 'taxRatePercent',
    label: taxRateTexts.label,
    isRequired: true,
    inputMode: 'decimal',
    description: taxRateTexts.description,
    as: asNumber,
  },
];
const secondaryFields: Field[] = [
  { name: 'secondaryOptions.displayName', label: 'Family pass name', isRequired: true },
  { name: 'secondaryOptions.centamanId', label: 'Family pass code', isRequired: true },
  {
    name: 'secondaryOptions.maxQuantity',
    label: 'Included members',
    isRequired: true,
    inputMode: 'numeric',
    description: 'At no charge; more are sold as add-ons.',
    as: asNumber,
  },
];
const flags = [
  { name: 'active', label: 'On sale' },
  { name: 'featured', label: 'Featured' },
  { name: 'main', label: 'Main membership' },
  { name: 'addOn', label: 'Sold as an add-on' },
] as const;

/** A membership product's editor, checked by the core schema as it is typed. */
export function MembershipForm({
  membership,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  membership: AdminMembership | null;
  submitLabel: string;
  onSubmit: (body: MembershipBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<MembershipBody>({
    resolver: zodResolver(membershipBodySchema),
    defaultValues: membership ? membershipToForm(membership) : emptyMembership,
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const secondary = useWatch({ control: form.control, name: 'secondaryOptions' });
  const image = useWatch({ control: form.control, name: 'membershipImage' });

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFailure(applyRefusal(error, form.setError, 'The membership could not be saved.'));
    }
  });
  const fieldsOf = (fields: Field[]) =>
    fields.map(({ name, as, ...props }) => (
      <RegisteredTextField
        key={name}
        {...props}
        autoComplete="off"
        registration={form.register(name, as)}
        error={(get(errors, name) as { message?: string } | undefined)?.message}
      />
    ));

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-6">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-navy-950">Product</legend>
        <div className="grid gap-4 sm:grid-cols-2">{fieldsOf(productFields)}</div>
        <ImageUpload
          label="Image"
          previewUrl={image}
          description="JPEG, PNG, WebP or AVIF up to 8 MB; resized to 1280 px for the shop."
          onUploaded={(uploaded) =>
            form.setValue('membershipImage', uploaded.url, { shouldDirty: true })
          }
        />
        <div className="flex flex-wrap gap-x-6">
          {flags.map((flag) => (
            <Controller
              key={flag.name}
              control={form.control}
              name={flag.name}
              render={({ field }) => (
                <CheckboxField
                  label={flag.label}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-navy-950">Primary member</legend>
        <div className="grid gap-4 sm:grid-cols-2">{fieldsOf(primaryFields)}</div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-navy-950">Secondary members</legend>
        <CheckboxField
          label="Includes secondary members at no charge"
          value={secondary !== null}
          onChange={(on) =>
            form.setValue(
              'secondaryOptions',
              on ? { centamanId: '', displayName: 'Family Member', maxQuantity: 1 } : null,
            )
          }
        />
        {secondary !== null ? (
          <div className="grid gap-4 sm:grid-cols-2">{fieldsOf(secondaryFields)}</div>
        ) : null}
      </fieldset>
      <MembershipAddOnsFields form={form} />
      <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitLabel={submitLabel} />
    </GuardedForm>
  );
}
