import { countries, statesOf } from '@shop/core/countries';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { DateInputField } from '../../../components/ui/date-input-field.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { TextInputField } from '../../../components/ui/text-input-field.tsx';
import { formatDisplayDate } from '../../../lib/format-date.ts';
import type { DetailsFormValues } from '../lib/membership-forms.ts';

const countryOptions: SelectOption[] = countries.map((country) => ({
  id: country.value,
  label: country.key,
}));

export interface PrimaryMemberFieldsProps {
  control: Control<DetailsFormValues>;
  setValue: UseFormSetValue<DetailsFormValues>;
  /** A guest gives the e-mail address their account is made with. */
  isGuest: boolean;
}

/**
 * The account holder (SPEC section 5, membership primary details): names, date of birth, phone,
 * and the address, whose state is a list for a country with known states and free text otherwise.
 */
export function PrimaryMemberFields({ control, setValue, isGuest }: PrimaryMemberFieldsProps) {
  const country = useWatch({ control, name: 'primaryMember.address.country' });
  const states = statesOf(country);

  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <Controller
        control={control}
        name="primaryMember.firstName"
        render={({ field, fieldState }) => (
          <TextInputField
            label="First name"
            isRequired
            autoComplete="given-name"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="primaryMember.lastName"
        render={({ field, fieldState }) => (
          <TextInputField
            label="Last name"
            isRequired
            autoComplete="family-name"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="primaryMember.dateOfBirth"
        render={({ field, fieldState }) => (
          <DateInputField
            label="Date of birth"
            isRequired
            autoComplete="bday"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            description={
              field.value && !fieldState.error ? formatDisplayDate(field.value) : undefined
            }
          />
        )}
      />
      <Controller
        control={control}
        name="primaryMember.phone"
        render={({ field, fieldState }) => (
          <TextInputField
            label="Phone"
            type="tel"
            isRequired
            autoComplete="tel"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      {isGuest ? (
        <Controller
          control={control}
          name="primaryMember.email"
          render={({ field, fieldState }) => (
            <TextInputField
              label="Email"
              type="email"
              isRequired
              autoComplete="email"
              description="Your account is created with this email address."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              className="sm:col-span-2"
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="primaryMember.address.streetAddress1"
        render={({ field, fieldState }) => (
          <TextInputField
            label="Address"
            isRequired
            autoComplete="address-line1"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            className="sm:col-span-2"
          />
        )}
      />
      <Controller
        control={control}
        name="primaryMember.address.city"
        render={({ field, fieldState }) => (
          <TextInputField
            label="City"
            isRequired
            autoComplete="address-level2"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="primaryMember.address.country"
        render={({ field, fieldState }) => (
          <SelectField
            label="Country"
            placeholder="Choose a country"
            isRequired
            autoComplete="country-name"
            options={countryOptions}
            value={field.value}
            onChange={(value) => {
              if (value === field.value) return;
              field.onChange(value);
              // The old state means nothing in another country.
              setValue('primaryMember.address.state', '');
            }}
            onBlur={field.onBlur}
            buttonRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="primaryMember.address.state"
        render={({ field, fieldState }) =>
          states ? (
            <SelectField
              label="State"
              placeholder="Choose a state"
              isRequired
              autoComplete="address-level1"
              options={states.map((state) => ({ id: state.value, label: state.key }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              buttonRef={field.ref}
              error={fieldState.error?.message}
            />
          ) : (
            <TextInputField
              label="State"
              isRequired
              autoComplete="address-level1"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )
        }
      />
      <Controller
        control={control}
        name="primaryMember.address.zip"
        render={({ field, fieldState }) => (
          <TextInputField
            label="Zip"
            isRequired
            autoComplete="postal-code"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
