import type { MembershipBody } from '@shop/core/membership-admin-api';
import { taxRateTexts } from '@shop/core/tax-rate';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { ControlledFormField } from '../../../components/ui/controlled-form-field.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { asNumber, asNumberOrNull, asTextOrNull, emptyAddOn } from './membership-form-values.ts';

const kindOptions = [
  { id: 'member', label: 'Extra member (with pass holder details)' },
  { id: 'item', label: 'Item (such as parking)' },
];

type Form = UseFormReturn<MembershipBody>;

/**
 * An add-on's text fields, registered by the list as it renders: the form focuses the first
 * refused field in the order its fields were registered.
 */
function registerAddOn(form: Form, index: number) {
  return {
    displayName: form.register(`addOns.${index}.displayName`),
    centamanId: form.register(`addOns.${index}.centamanId`),
    price: form.register(`addOns.${index}.price`, asNumber),
    taxRatePercent: form.register(`addOns.${index}.taxRatePercent`, asNumber),
    maxQuantity: form.register(`addOns.${index}.maxQuantity`, asNumberOrNull),
    description: form.register(`addOns.${index}.description`, asTextOrNull),
  };
}

/** One add-on's name, code, kind, price, tax, limit and words. */
function AddOnFields({
  form,
  index,
  fields,
}: {
  form: Form;
  index: number;
  fields: ReturnType<typeof registerAddOn>;
}) {
  const error = form.formState.errors.addOns?.[index];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RegisteredTextField
        label="Name"
        isRequired
        registration={fields.displayName}
        error={error?.displayName?.message}
      />
      <RegisteredTextField
        label="Code"
        isRequired
        description="The membership system's code."
        registration={fields.centamanId}
        error={error?.centamanId?.message}
      />
      <ControlledFormField
        control={form.control}
        name={`addOns.${index}.kind`}
        field={{
          kind: 'select',
          label: 'Kind',
          placeholder: 'Choose',
          options: kindOptions,
        }}
      />
      <RegisteredTextField
        label="Price"
        prefix="$"
        inputMode="decimal"
        isRequired
        registration={fields.price}
        error={error?.price?.message}
      />
      <RegisteredTextField
        label={taxRateTexts.label}
        inputMode="decimal"
        description={taxRateTexts.description}
        registration={fields.taxRatePercent}
        error={error?.taxRatePercent?.message}
      />
      <RegisteredTextField
        label="Most per membership"
        inputMode="numeric"
        description="Empty: no limit of its own."
        registration={fields.maxQuantity}
        error={error?.maxQuantity?.message}
      />
      <RegisteredTextField
        label="Description"
        className="sm:col-span-2"
        registration={fields.description}
        error={error?.description?.message}
      />
    </div>
  );
}

/** The add-ons sold with the membership, in the shop's order: moved, added, taken away. */
export function MembershipAddOnsFields({ form }: { form: Form }) {
  const addOns = useFieldArray({ control: form.control, name: 'addOns' });
  const errors = form.formState.errors.addOns;

  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-navy-950">Add-ons</legend>
      <p className="text-sm text-navy-800">
        Sold per membership at a price each. One taken away here goes off sale; orders keep it.
      </p>
      {addOns.fields.length === 0 ? <p className="text-sm text-slate-600">No add-ons.</p> : null}
      {addOns.fields.map((field, index) => {
        const name = form.getValues(`addOns.${index}.displayName`) || `Add-on ${index + 1}`;
        return (
          <div
            key={field.id}
            role="group"
            aria-label={`Add-on ${index + 1}`}
            className="space-y-4 rounded-xl bg-glacier-50 p-4 ring-1 ring-navy-900/10"
          >
            <AddOnFields form={form} index={index} fields={registerAddOn(form, index)} />
            <div className="flex flex-wrap items-center gap-2">
              <Controller
                control={form.control}
                name={`addOns.${index}.active`}
                render={({ field: checkbox }) => (
                  <CheckboxField
                    label="On sale"
                    value={checkbox.value}
                    onChange={checkbox.onChange}
                    onBlur={checkbox.onBlur}
                    className="mr-auto"
                  />
                )}
              />
              <Button
                variant="secondary"
                size="sm"
                isDisabled={index === 0}
                onPress={() => addOns.move(index, index - 1)}
              >
                Move up<span className="sr-only"> {name}</span>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={index === addOns.fields.length - 1}
                onPress={() => addOns.move(index, index + 1)}
              >
                Move down<span className="sr-only"> {name}</span>
              </Button>
              <Button variant="ghost" size="sm" onPress={() => addOns.remove(index)}>
                Remove<span className="sr-only"> {name}</span>
              </Button>
            </div>
          </div>
        );
      })}
      {(errors?.root?.message ?? errors?.message) ? (
        <p role="alert" className="text-sm text-red-700">
          {errors?.root?.message ?? errors?.message}
        </p>
      ) : null}
      <Button variant="secondary" onPress={() => addOns.append({ ...emptyAddOn })}>
        Add an add-on
      </Button>
    </fieldset>
  );
}
