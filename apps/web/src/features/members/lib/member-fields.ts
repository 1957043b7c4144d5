/** The fields the member forms share, in the same words on every page (SPEC section 5). */
import type { RegisteredFieldDescriptor } from '../../../components/ui/registered-fields.tsx';

export const emailField = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  spellCheck: false,
  isRequired: true,
} satisfies RegisteredFieldDescriptor<'email'>;

/** A new password and its confirmation, with the rule it must meet. */
export function newPasswordFields(labels: {
  password: string;
  confirmation: string;
}): [RegisteredFieldDescriptor<'password'>, RegisteredFieldDescriptor<'passwordConfirmation'>] {
  return [
    {
      name: 'password',
      label: labels.password,
      type: 'password',
      autoComplete: 'new-password',
      description: 'At least 8 characters, with an uppercase letter.',
      isRequired: true,
    },
    {
      name: 'passwordConfirmation',
      label: labels.confirmation,
      type: 'password',
      autoComplete: 'new-password',
      isRequired: true,
    },
  ];
}
