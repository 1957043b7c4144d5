import { NEW_MEMBER_ID, type Member } from '@shop/core/member-api';
import { useId, useLayoutEffect, useRef } from 'react';
import { FormField, type FieldDescriptor } from '../../../components/ui/form-field.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { emptyPassHolder, passHolderOf, type PassHolderDraft } from '../lib/membership-draft.ts';

export type PassHolderErrors = Partial<Record<keyof PassHolderDraft, { message?: string }>>;

export interface PassHolderFieldsProps {
  /** 'Family Member 2'. */
  title: string;
  value: PassHolderDraft;
  onChange: (value: PassHolderDraft) => void;
  errors: PassHolderErrors | undefined;
  /** The household's other members, who may hold this pass. */
  householdMembers: readonly Member[];
  /** Members already holding another pass of this order: offered but not selectable. */
  takenMemberIds: ReadonlySet<string>;
}

/** A pass holder's own details, typed in or copied from the chosen member; all required. */
const holderFields: Array<[Exclude<keyof PassHolderDraft, 'holder'>, FieldDescriptor]> = [
  ['firstName', { kind: 'text', label: 'First name', isRequired: true, autoComplete: 'off' }],
  ['lastName', { kind: 'text', label: 'Last name', isRequired: true, autoComplete: 'off' }],
  ['dateOfBirth', { kind: 'date', label: 'Date of birth', isRequired: true, isSpelledOut: true }],
];

/**
 * One pass holder (SPEC sections 2 and 5): an existing member of the household or a 'New Pass
 * Holder' (value new), with first name, last name and date of birth, all required.
 */
export function PassHolderFields({
  title,
  value,
  onChange,
  errors,
  householdMembers,
  takenMemberIds,
}: PassHolderFieldsProps) {
  const headingId = useId();
  // Each change builds on the last one, not on the value of the last render: on a slow device a
  // second field's keystroke can come before the first field's change is rendered, and would put
  // the first field back as it was.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (next: PassHolderDraft) => {
    latest.current = next;
    onChange(next);
  };
  const options: SelectOption[] = [
    ...householdMembers.map((member) => ({
      id: String(member.id),
      label: `${member.firstName} ${member.lastName}`,
      isDisabled: takenMemberIds.has(String(member.id)),
    })),
    { id: NEW_MEMBER_ID, label: 'New Pass Holder' },
  ];

  const chooseHolder = (holder: string) => {
    const current = latest.current;
    if (holder === current.holder) return;
    const member = householdMembers.find((candidate) => String(candidate.id) === holder);
    if (member) {
      change(passHolderOf(member));
    } else if (holder === NEW_MEMBER_ID) {
      // Details typed before choosing stay; an existing member's are not copied to a new one.
      change(current.holder === '' ? { ...current, holder } : emptyPassHolder());
    } else {
      change({ ...current, holder });
    }
  };
  const error = (field: keyof PassHolderDraft) => errors?.[field]?.message;

  return (
    <fieldset
      aria-labelledby={headingId}
      className="rounded-xl bg-glacier-50 p-4 ring-1 ring-navy-900/10 ring-inset sm:p-5"
    >
      <h3 id={headingId} className="text-base font-bold text-navy-950">
        {title}
      </h3>
      <div className="mt-4 grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <SelectField
          label="Pass holder"
          placeholder="Choose a pass holder"
          isRequired
          options={options}
          value={value.holder}
          onChange={chooseHolder}
          error={error('holder')}
          className="sm:col-span-2"
        />
        {holderFields.map(([name, field]) => (
          <FormField
            key={name}
            field={field}
            value={value[name]}
            onChange={(changed) => change({ ...latest.current, [name]: changed })}
            error={error(name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
