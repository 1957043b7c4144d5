import { zodResolver } from '@hookform/resolvers/zod';
import type { Member } from '@shop/core/member-api';
import type { Membership } from '@shop/core/membership-api';
import { dollarsToCents, formatUsd } from '@shop/core/money';
import { pluralize } from '@shop/core/vacancy';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { InvalidFormAlert } from '../../../components/invalid-form-alert.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { QuantityField } from '../../../components/ui/quantity-field.tsx';
import {
  addOnMemberDraftSchema,
  saveMembershipDraft,
  type MembershipDraft,
} from '../lib/membership-draft.ts';
import { createAddOnsFormSchema, type AddOnsFormValues } from '../lib/membership-forms.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { priceSelection } from '../lib/price-selection.ts';
import { FormSection } from './form-section.tsx';
import { MemberAddOnFields } from './member-add-on-fields.tsx';
import { SelectionSummary } from './selection-summary.tsx';

export interface AddOnsFormProps {
  membership: Membership;
  draft: MembershipDraft;
  householdMembers: readonly Member[];
  today: string;
  onContinue: (draft: MembershipDraft) => void;
  backLink: ReactNode;
}

type AddOnsFormOutput = z.output<ReturnType<typeof createAddOnsFormSchema>>;

/** Stores the draft as the visitor types, so the other steps and a reload see the same choices. */
function useDraftSaving(
  subscribe: UseFormReturn<AddOnsFormValues, unknown, AddOnsFormOutput>['subscribe'],
  draft: MembershipDraft,
) {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values: changed }) => {
          const members = addOnMemberDraftSchema.array().safeParse(changed.addOnMembers);
          if (!members.success) return;
          saveMembershipDraft({
            ...draft,
            addOnMembers: members.data,
            addOnItems: Object.fromEntries(
              Object.entries(changed.addOnItems ?? {}).map(([key, quantity]) => [
                key,
                Number(quantity) || 0,
              ]),
            ),
          });
        },
      }),
    [subscribe, draft],
  );
}

/** Items sold per pass, each at most one per pass holder. */
function ExtrasSection({
  itemAddOns,
  control,
  passTotal,
}: {
  itemAddOns: Membership['addOns'];
  control: Control<AddOnsFormValues, unknown, AddOnsFormOutput>;
  passTotal: number;
}) {
  if (itemAddOns.length === 0) return null;
  return (
    <FormSection title="Extras" description="Sold per pass: at most one for each pass holder.">
      <div className="space-y-6">
        {itemAddOns.map((addOn) => (
          <Controller
            key={addOn.centamanId}
            control={control}
            name={`addOnItems.${addOn.centamanId}`}
            render={({ field }) => (
              <QuantityField
                label={addOn.displayName}
                description={`${formatUsd(dollarsToCents(addOn.price))} each. ${addOn.description ?? ''}`.trim()}
                value={field.value}
                onChange={field.onChange}
                error={
                  field.value > passTotal
                    ? `At most ${passTotal}: one for each pass holder.`
                    : undefined
                }
              />
            )}
          />
        ))}
      </div>
    </FormSection>
  );
}

/**
 * The add-ons step (SPEC sections 2, 5 and 8): paid family members with their details, and
 * items sold per pass, whose quantities may not exceed the passes chosen.
 */
export function AddOnsForm({
  membership,
  draft,
  householdMembers,
  today,
  onContinue,
  backLink,
}: AddOnsFormProps) {
  const schema = useMemo(() => createAddOnsFormSchema(today), [today]);
  const form = useForm<AddOnsFormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      addOnMembers: draft.addOnMembers,
      addOnItems: Object.fromEntries(
        membership.addOns
          .filter((addOn) => addOn.kind === 'item')
          .map((addOn) => [addOn.centamanId, draft.addOnItems[addOn.centamanId] ?? 0]),
      ),
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as AddOnsFormValues;
  const price = priceSelection(membership, draft, values);
  const [refusal, setRefusal] = useState<{ title?: string | undefined; message: string } | null>(
    null,
  );
  const [isInvalid, setIsInvalid] = useState(false);
  // Read during render so the form state subscribes to errors.
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  useDraftSaving(form.subscribe, draft);

  const onValid = (valid: z.output<typeof schema>) => {
    setIsInvalid(false);
    const priced = priceSelection(membership, draft, valid);
    if (!priced.ok) {
      setRefusal({ title: priced.problem.title, message: priced.problem.message });
      return;
    }
    setRefusal(null);
    onContinue({ ...draft, addOnMembers: valid.addOnMembers, addOnItems: valid.addOnItems });
  };

  const secondaryHolderIds = new Set(draft.secondaryMembers.map((member) => member.holder));
  const passTotal = 1 + draft.secondaryMembers.length + (values.addOnMembers?.length ?? 0);
  const memberAddOns = membership.addOns.filter((addOn) => addOn.kind === 'member');
  const itemAddOns = membership.addOns.filter((addOn) => addOn.kind === 'item');

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:gap-8">
      <form
        noValidate
        aria-label="Add-ons"
        onSubmit={(event) => {
          const formElement = event.currentTarget;
          setRefusal(null);
          void form.handleSubmit(onValid, () => {
            setIsInvalid(true);
            focusFirstInvalid(formElement);
          })(event);
        }}
        className="space-y-6"
      >
        {refusal ? (
          <div ref={refusalRef} tabIndex={-1} className="rounded-xl outline-none">
            <Alert tone="error" role="alert" title={refusal.title ?? refusal.message}>
              {refusal.title ? refusal.message : null}
            </Alert>
          </div>
        ) : null}
        {isInvalid && hasErrors ? <InvalidFormAlert /> : null}

        {memberAddOns.map((addOn) => (
          <FormSection
            key={addOn.centamanId}
            title={pluralize(addOn.displayName, 2)}
            description={addOn.description}
          >
            <MemberAddOnFields
              control={form.control}
              addOn={addOn}
              householdMembers={householdMembers}
              secondaryHolderIds={secondaryHolderIds}
            />
          </FormSection>
        ))}

        <ExtrasSection itemAddOns={itemAddOns} control={form.control} passTotal={passTotal} />

        <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
          {backLink}
          <Button type="submit" size="lg">
            Continue to Billing
            <ArrowRightIcon className="size-5" />
          </Button>
        </div>
      </form>
      <div className="lg:sticky lg:top-6">
        <SelectionSummary price={price} />
      </div>
    </div>
  );
}
