import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { RegisteredTextField, type RegisteredTextFieldProps } from './registered-text-field.tsx';

/** A native text field of a form, described as data: its name and the field's own props. */
export interface RegisteredFieldDescriptor<TName extends string> extends Omit<
  RegisteredTextFieldProps,
  'registration' | 'error'
> {
  name: TName;
}

/** Registered text fields from a list of descriptors, each with its message from the form. */
export function RegisteredFields<T extends FieldValues>({
  fields,
  register,
  errors,
}: {
  fields: readonly RegisteredFieldDescriptor<Path<T>>[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  return fields.map(({ name, ...props }) => (
    <RegisteredTextField
      key={name}
      {...props}
      registration={register(name)}
      error={(get(errors, name) as { message?: string } | undefined)?.message}
    />
  ));
}
