import type { Member } from '@shop/core/member-api';
import type { Membership } from '@shop/core/membership-api';
import { pluralize } from '@shop/core/vacancy';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { QuantityField } from '../../../components/ui/quantity-field.tsx';
import { newPassHolders } from '../lib/membership-draft.ts';
import type { DetailsFormValues } from '../lib/membership-forms.ts';
import { FamilyLimitDialog } from './family-limit-dialog.tsx';
import { PassHolderFields } from './pass-holder-fields.tsx';

export interface SecondaryMembersSectionProps {
  control: Control<DetailsFormValues>;
  secondaryOption: NonNullable<Membership['secondaryOptions']>;
  householdMembers: readonly Member[];
  /** Existing members holding an add-on pass of this order. */
  addOnHolderIds: ReadonlySet<string>;
}

/**
 * The included pass holders (SPEC sections 2 and 4): how many, capped at the included maximum
 * (trying for more sets the maximum and opens the limit modal), and each one's details.
 */
export function SecondaryMembersSection({
  control,
  secondaryOption,
  householdMembers,
  addOnHolderIds,
}: SecondaryMembersSectionProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'secondaryMembers' });
  const holders = useWatch({ control, name: 'secondaryMembers' });
  const [isLimitOpen, setIsLimitOpen] = useState(false);
  const countRef = useRef<HTMLInputElement>(null);
  const included = secondaryOption.maxQuantity;

  const setCount = (requested: number) => {
    const count = Math.max(0, Math.min(requested, included));
    if (requested > included) {
      // After this change is rendered, focus leaves the number (it commits its value on blur,
      // which it may not do while the modal mounts); it comes back when the modal closes.
      window.setTimeout(() => {
        countRef.current?.blur();
        setIsLimitOpen(true);
      });
    }
    if (count > fields.length) {
      append(newPassHolders(count - fields.length, householdMembers), { shouldFocus: false });
    } else if (count < fields.length) {
      remove(Array.from({ length: fields.length - count }, (_, index) => count + index));
    }
  };

  const takenBy = (index: number) =>
    new Set([
      ...addOnHolderIds,
      ...holders.flatMap((holder, other) => (other === index ? [] : [holder.holder])),
    ]);
  const name = secondaryOption.displayName;

  return (
    <div className="space-y-5">
      <QuantityField
        label={`Number of ${pluralize(name, 2)}`}
        description={`Up to ${included} ${pluralize(name.toLowerCase(), included)} ${included === 1 ? 'is' : 'are'} included free with this membership.`}
        value={fields.length}
        onChange={setCount}
        inputRef={countRef}
      />
      {fields.length > 0 ? (
        <div className="space-y-4">
          {fields.map((item, index) => (
            <Controller
              key={item.id}
              control={control}
              name={`secondaryMembers.${index}`}
              render={({ field, formState }) => (
                <PassHolderFields
                  title={`${name} ${index + 1}`}
                  value={field.value}
                  onChange={field.onChange}
                  errors={formState.errors.secondaryMembers?.[index]}
                  householdMembers={householdMembers}
                  takenMemberIds={takenBy(index)}
                />
              )}
            />
          ))}
        </div>
      ) : null}
      <FamilyLimitDialog
        isOpen={isLimitOpen}
        onOpenChange={(isOpen) => {
          setIsLimitOpen(isOpen);
          if (!isOpen) window.setTimeout(() => countRef.current?.focus());
        }}
        included={included}
      />
    </div>
  );
}
