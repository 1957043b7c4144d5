import { zodResolver } from '@hookform/resolvers/zod';
import {
  entitlementsFormSchema,
  entitlementsToForm,
  GUEST_PASSES_MAX,
  type EntitlementOptions,
  type EntitlementsForm,
} from '@shop/core/membership-admin-api';
import type { Entitlements } from '@shop/core/membership-entitlements';
import { useState } from 'react';
import { useForm, type Control, type Path } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { applyRefusal, FormActions } from '../../admin-shared/components/admin-form-parts.tsx';
import { IncludedActivitiesFields } from './included-activities-fields.tsx';
import { MemberPricesFields } from './member-prices-fields.tsx';

/** The form's field of a refused body field: a member price is typed in dollars, sent in cents. */
const formPathOf = (field: string) => field.replace(/\.memberPriceCents$/, '.memberPrice');

/**
 * What a membership product entitles its pass holders to, checked by the core schema as it is
 * typed; the server's refusals (an activity or ticket type gone, an add-on) land on their fields.
 */
export function MembershipEntitlementsForm({
  entitlements,
  options,
  onSubmit,
  onCancel,
}: {
  entitlements: Entitlements;
  options: EntitlementOptions;
  onSubmit: (body: Entitlements) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<EntitlementsForm, unknown, Entitlements>({
    resolver: zodResolver(entitlementsFormSchema),
    defaultValues: entitlementsToForm(entitlements),
    mode: 'onTouched',
  });
  // The shared fields take the form's values as typed; what the schema makes of them is the body.
  const control = form.control as unknown as Control<EntitlementsForm>;
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFailure(
        applyRefusal(
          error,
          form.setError,
          'The entitlements could not be saved.',
          (name) => formPathOf(name) as Path<EntitlementsForm>,
        ),
      );
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-6">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <IncludedActivitiesFields control={control} activities={options.activities} />
      <MemberPricesFields
        control={control}
        register={form.register}
        errors={errors.memberPrices}
        activities={options.activities}
      />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-navy-950">Guest passes</legend>
        <RegisteredTextField
          label="Guest passes per term"
          inputMode="numeric"
          isRequired
          autoComplete="off"
          description={`Guests each pass holder may bring in each term of the pass, 0 to ${GUEST_PASSES_MAX}.`}
          className="max-w-xs"
          registration={form.register('guestPassesPerTerm')}
          error={errors.guestPassesPerTerm?.message}
        />
      </fieldset>
      <FormActions
        onCancel={onCancel}
        isSubmitting={isSubmitting}
        submitLabel="Save entitlements"
      />
    </GuardedForm>
  );
}
