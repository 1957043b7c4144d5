import { countries, statesOf } from '@shop/core/countries';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { ControlledFormField } from '../../../components/ui/controlled-form-field.tsx';
import type { FieldDescriptor } from '../../../components/ui/form-field.tsx';
import type { SelectOption } from '../../../components/ui/select-field.tsx';
import type { DetailsFormValues } from '../lib/membership-forms.ts';

type PrimaryMemberFieldName =
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'phone'
  | 'email'
  | 'address.streetAddress1'
  | 'address.city'
  | 'address.country'
  | 'address.state'
  | 'address.zip';

const countryOptions: SelectOption[] = countries.map((country) => ({
  id: country.value,
  label: country.key,
}));

/** The account holder's fields in page order; the e-mail only for a guest. */
function describeFields(
  isGuest: boolean,
  states: ReturnType<typeof statesOf>,
): Array<[PrimaryMemberFieldName, FieldDescriptor]> {
  const fields: Array<[PrimaryMemberFieldName, FieldDescriptor] | null> = [
    ['firstName', { kind: 'text', label: 'First name', autoComplete: 'given-name' }],
    ['lastName', { kind: 'text', label: 'Last name', autoComplete: 'family-name' }],
    [
      'dateOfBirth',
      { kind: 'date', label: 'Date of birth', autoComplete: 'bday', isSpelledOut: true },
    ],
    ['phone', { kind: 'text', label: 'Phone', type: 'tel', autoComplete: 'tel' }],
    isGuest
      ? [
          'email',
          {
            kind: 'text',
            label: 'Email',
            type: 'email',
            autoComplete: 'email',
            description: 'Your account is created with this email address.',
            className: 'sm:col-span-2',
          },
        ]
      : null,
    [
      'address.streetAddress1',
      { kind: 'text', label: 'Address', autoComplete: 'address-line1', className: 'sm:col-span-2' },
    ],
    ['address.city', { kind: 'text', label: 'City', autoComplete: 'address-level2' }],
    [
      'address.country',
      {
        kind: 'select',
        label: 'Country',
        placeholder: 'Choose a country',
        autoComplete: 'country-name',
        options: countryOptions,
      },
    ],
    // The state is a list for a country with known states, and free text otherwise.
    [
      'address.state',
      states
        ? {
            kind: 'select',
            label: 'State',
            placeholder: 'Choose a state',
            autoComplete: 'address-level1',
            options: states.map((state) => ({ id: state.value, label: state.key })),
          }
        : { kind: 'text', label: 'State', autoComplete: 'address-level1' },
    ],
    ['address.zip', { kind: 'text', label: 'Zip', autoComplete: 'postal-code' }],
  ];
  return fields.filter((field) => field !== null);
}

export interface PrimaryMemberFieldsProps {
  control: Control<DetailsFormValues>;
  setValue: UseFormSetValue<DetailsFormValues>;
  /** A guest gives the e-mail address their account is made with. */
  isGuest: boolean;
}

/**
 * The account holder (SPEC section 5, membership primary details): names, date of birth, phone,
 * and the address, all required.
 */
export function PrimaryMemberFields({ control, setValue, isGuest }: PrimaryMemberFieldsProps) {
  const country = useWatch({ control, name: 'primaryMember.address.country' });
  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      {describeFields(isGuest, statesOf(country)).map(([name, field]) => (
        <ControlledFormField
          key={name}
          control={control}
          name={`primaryMember.${name}`}
          field={{ ...field, isRequired: true }}
          onValueChange={
            name === 'address.country'
              ? // The old state means nothing in another country.
                () => setValue('primaryMember.address.state', '')
              : undefined
          }
        />
      ))}
    </div>
  );
}
