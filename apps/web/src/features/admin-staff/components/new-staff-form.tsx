import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteStaffBodySchema,
  type InviteStaffBody,
  type StaffMember,
} from '@shop/core/staff-api';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { ControlledFormField } from '../../../components/ui/controlled-form-field.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { memberTexts } from '@shop/core/member-api';
import { applyRefusal, FormActions } from '../../admin-shared/components/admin-form-parts.tsx';
import { useInviteStaff } from '../api/staff-accounts.ts';
import { roleOptions } from './role-options.ts';

const textFields = [
  { name: 'name', label: 'Name', autoComplete: 'off', isRequired: true, autoFocus: true },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'off',
    isRequired: true,
    description: 'The invitation with a link to choose a password goes here.',
  },
] as const;

const schemaResolver = zodResolver(inviteStaffBodySchema);

/** The core schema, with a missing role named even while another field is wrong. */
const resolver: Resolver<InviteStaffBody> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = { ...result.errors };
  if (!values.role) errors.role = { type: 'required', message: memberTexts.required };
  return Object.keys(errors).length === 0 ? result : { values: {}, errors };
};

/**
 * 'New staff member': name, e-mail and role; the member is e-mailed a link to choose a password
 * (decision 080), so no password is typed or handed over.
 */
export function NewStaffForm({
  onCreated,
  onCancel,
}: {
  onCreated: (member: StaffMember) => void;
  onCancel: () => void;
}) {
  const form = useForm<InviteStaffBody>({
    resolver,
    defaultValues: { name: '', email: '', role: '' as InviteStaffBody['role'] },
    mode: 'onTouched',
  });
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await invite.mutateAsync(values));
    } catch (error) {
      setFailure(applyRefusal(error, form.setError, 'The invitation could not be sent.'));
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <RegisteredFields register={form.register} errors={errors} fields={textFields} />
      <ControlledFormField
        control={form.control}
        name="role"
        field={{
          kind: 'select',
          label: 'Role',
          placeholder: 'Choose a role',
          options: roleOptions,
          isRequired: true,
        }}
      />
      <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitLabel="Send invitation" />
    </GuardedForm>
  );
}
