import type { Member } from '@shop/core/member-api';
import type { MembershipAddOn } from '@shop/core/membership-api';
import { dollarsToCents, formatPrice } from '@shop/core/money';
import { pluralize } from '@shop/core/vacancy';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { QuantityField } from '../../../components/ui/quantity-field.tsx';
import { newPassHolders } from '../lib/membership-draft.ts';
import type { AddOnsFormValues } from '../lib/membership-forms.ts';
import { PassHolderFields } from './pass-holder-fields.tsx';

export interface MemberAddOnProps {
  control: Control<AddOnsFormValues>;
  addOn: MembershipAddOn;
  householdMembers: readonly Member[];
  /** Existing members holding a pass of this order already (secondary members). */
  secondaryHolderIds: ReadonlySet<string>;
}

/** A paid family member add-on: how many, and each one's details. */
export function MemberAddOnFields({
  control,
  addOn,
  householdMembers,
  secondaryHolderIds,
}: MemberAddOnProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'addOnMembers' });
  const members = useWatch({ control, name: 'addOnMembers' });
  const indices = fields.flatMap((field, index) =>
    field.centamanId === addOn.centamanId ? [index] : [],
  );
  const setCount = (count: number) => {
    if (count > indices.length) {
      append(
        newPassHolders(count - indices.length, householdMembers).map((holder) => ({
          ...holder,
          centamanId: addOn.centamanId,
        })),
        { shouldFocus: false },
      );
    } else if (count < indices.length) {
      remove(indices.slice(count));
    }
  };
  const takenBy = (index: number) =>
    new Set([
      ...secondaryHolderIds,
      ...members.flatMap((member, other) => (other === index ? [] : [member.holder])),
    ]);
  const price = formatPrice(dollarsToCents(addOn.price));

  return (
    <div className="space-y-5">
      <QuantityField
        label={`Number of ${pluralize(addOn.displayName, 2)}`}
        description={`${price} each${addOn.maxQuantity !== null ? `, up to ${addOn.maxQuantity}` : ''}.`}
        value={indices.length}
        onChange={setCount}
        maxValue={addOn.maxQuantity ?? undefined}
      />
      {indices.map((index, position) => (
        <Controller
          key={fields[index]!.id}
          control={control}
          name={`addOnMembers.${index}`}
          render={({ field, formState }) => (
            <PassHolderFields
              title={`${addOn.displayName} ${position + 1}`}
              value={field.value}
              onChange={(value) => field.onChange({ ...value, centamanId: addOn.centamanId })}
              errors={formState.errors.addOnMembers?.[index]}
              householdMembers={householdMembers}
              takenMemberIds={takenBy(index)}
            />
          )}
        />
      ))}
    </div>
  );
}
