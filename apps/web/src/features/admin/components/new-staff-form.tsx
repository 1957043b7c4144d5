import { zodResolver } from '@hookform/resolvers/zod';
import {
  createStaffBodySchema,
  STAFF_PASSWORD_MIN_LENGTH,
  staffPasswordProblems,
  type CreateStaffBody,
  type StaffMember,
} from '@shop/core/staff-api';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ControlledFormField } from '../../../components/ui/controlled-form-field.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { memberTexts } from '@shop/core/member-api';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateStaff } from '../api/staff-accounts.ts';
import { roleOptions } from './role-options.ts';

const textFields = [
  { name: 'name', label: 'Name', autoComplete: 'off', isRequired: true, autoFocus: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off', isRequired: true },
] as const;

const passwordField = {
  name: 'password',
  label: 'First password',
  type: 'password',
  autoComplete: 'new-password',
  isRequired: true,
  description: `At least ${STAFF_PASSWORD_MIN_LENGTH} characters mixing three of lowercase, uppercase, digits and symbols. Hand it over in person.`,
} as const;

const schemaResolver = zodResolver(createStaffBodySchema);

/** The core schema, with the password's rules and a missing role named even while another field
 * is wrong (the schema checks the password only once the rest has passed). */
const resolver: Resolver<CreateStaffBody> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = { ...result.errors };
  if (!values.role) errors.role = { type: 'required', message: memberTexts.required };
  const problems = staffPasswordProblems(values.password, values.email);
  if (!errors.password && problems[0]) errors.password = { type: 'custom', message: problems[0] };
  return Object.keys(errors).length === 0 ? result : { values: {}, errors };
};

/** 'New staff member': name, e-mail, role and a first password, checked by the core schema. */
export function NewStaffForm({
  onCreated,
  onCancel,
}: {
  onCreated: (member: StaffMember) => void;
  onCancel: () => void;
}) {
  const form = useForm<CreateStaffBody>({
    resolver,
    defaultValues: { name: '', email: '', role: '' as CreateStaffBody['role'], password: '' },
    mode: 'onTouched',
  });
  const create = useCreateStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.errors.fields : undefined;
      for (const [name, messages] of Object.entries(fields ?? {}))
        form.setError(name as keyof CreateStaffBody, { message: messages?.[0] });
      setFailure(error instanceof ApiError ? error.message : 'The account could not be saved.');
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
      <RegisteredFields register={form.register} errors={errors} fields={[passwordField]} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit">
          {isSubmitting ? <Spinner className="size-4" /> : null}
          Create account
        </Button>
      </div>
    </GuardedForm>
  );
}
