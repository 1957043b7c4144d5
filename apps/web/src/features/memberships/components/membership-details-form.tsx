import { zodResolver } from '@hookform/resolvers/zod';
import type { Member } from '@shop/core/member-api';
import type { Membership } from '@shop/core/membership-api';
import { dollarsToCents, formatPrice } from '@shop/core/money';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import {
  passHolderDraftSchema,
  primaryMemberDraftSchema,
  saveMembershipDraft,
  type MembershipDraft,
  type PrimaryMemberDraft,
} from '../lib/membership-draft.ts';
import { createDetailsFormSchema, type DetailsFormValues } from '../lib/membership-forms.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { FormSection } from './form-section.tsx';
import { InvalidFormAlert } from '../../../components/invalid-form-alert.tsx';
import { PrimaryMemberFields } from './primary-member-fields.tsx';
import { SecondaryMembersSection } from './secondary-members-section.tsx';

const draftValuesSchema = z.object({
  primaryMember: primaryMemberDraftSchema,
  secondaryMembers: z.array(passHolderDraftSchema),
});

export interface MembershipDetailsFormProps {
  membership: Membership;
  /** Every membership on sale, for the membership selector. */
  memberships: readonly Membership[];
  draft: MembershipDraft;
  /** The household's members other than the account holder. */
  householdMembers: readonly Member[];
  isGuest: boolean;
  today: string;
  /** Another membership was chosen: the account holder's details as typed so far. */
  onMembershipChange: (membershipId: number, primaryMember: PrimaryMemberDraft) => void;
  onContinue: (draft: MembershipDraft) => void;
  continueLabel: string;
}

/** The details page's form (SPEC sections 2 and 5): membership, account holder, pass holders. */
export function MembershipDetailsForm({
  membership,
  memberships,
  draft,
  householdMembers,
  isGuest,
  today,
  onMembershipChange,
  onContinue,
  continueLabel,
}: MembershipDetailsFormProps) {
  const schema = useMemo(() => createDetailsFormSchema({ today, isGuest }), [today, isGuest]);
  const form = useForm<DetailsFormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { primaryMember: draft.primaryMember, secondaryMembers: draft.secondaryMembers },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [isRefused, setIsRefused] = useState(false);
  // Read during render so the form state subscribes to errors.
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  // Every change is kept (throttled), so a reload or the back button loses nothing.
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const parsed = draftValuesSchema.safeParse(values);
          if (parsed.success) saveMembershipDraft({ ...draft, ...parsed.data });
        },
      }),
    [subscribe, draft],
  );

  const onValid = (values: z.output<typeof schema>) => {
    setIsRefused(false);
    onContinue({
      ...draft,
      primaryMember: values.primaryMember,
      secondaryMembers: values.secondaryMembers,
    });
  };

  const addOnHolderIds = useMemo(
    () => new Set(draft.addOnMembers.map((member) => member.holder)),
    [draft.addOnMembers],
  );
  const secondaryOption = membership.secondaryOptions;
  const membershipOptions = memberships.map((candidate) => ({
    id: String(candidate.id),
    label: `${candidate.displayName} (${formatPrice(dollarsToCents(candidate.primaryOptions.price))})`,
  }));

  return (
    <form
      noValidate
      aria-label="Member details"
      onSubmit={(event) => {
        const formElement = event.currentTarget;
        void form.handleSubmit(onValid, () => {
          setIsRefused(true);
          focusFirstInvalid(formElement);
        })(event);
      }}
      className="space-y-6"
    >
      {isRefused && hasErrors ? <InvalidFormAlert /> : null}
      <FormSection title="Membership">
        <SelectField
          label="Membership"
          placeholder="Choose a membership"
          isRequired
          options={membershipOptions}
          value={String(membership.id)}
          onChange={(value) => {
            const membershipId = Number(value);
            if (!membershipId || membershipId === membership.id) return;
            const parsed = primaryMemberDraftSchema.safeParse(form.getValues('primaryMember'));
            onMembershipChange(membershipId, parsed.success ? parsed.data : draft.primaryMember);
          }}
          description="Changing the membership clears the pass holders and add-ons chosen."
        />
      </FormSection>

      <FormSection
        title="Account Holder"
        description="The primary member of the membership, who holds its account."
      >
        <PrimaryMemberFields control={form.control} setValue={form.setValue} isGuest={isGuest} />
      </FormSection>

      {secondaryOption && secondaryOption.maxQuantity > 0 ? (
        <FormSection
          title="Pass Holders"
          description="Choose who else in your household the membership is for."
        >
          <SecondaryMembersSection
            control={form.control}
            secondaryOption={secondaryOption}
            householdMembers={householdMembers}
            addOnHolderIds={addOnHolderIds}
          />
        </FormSection>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {continueLabel}
          <ArrowRightIcon className="size-5" />
        </Button>
      </div>
    </form>
  );
}
