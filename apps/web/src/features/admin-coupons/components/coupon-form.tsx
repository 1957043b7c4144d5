import { zodResolver } from '@hookform/resolvers/zod';
import {
  couponFormSchema,
  emptyCouponForm,
  type AdminCoupon,
  type CouponForm as CouponFormValues,
  type CouponScopeOptions,
  type CreateCouponBody,
} from '@shop/core/coupon-admin-api';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { ControlledFormField } from '../../../components/ui/controlled-form-field.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { applyRefusal, FormActions } from '../../admin-shared/components/admin-form-parts.tsx';

const areaOptions = [
  { id: 'Ticketing', label: 'Tickets' },
  { id: 'Memberships', label: 'Memberships' },
];
/** How a discount is taken, by what the coupon is for. */
const ticketDiscountHelp = {
  amount: 'Taken once per cart, spread over the lines it applies to.',
  percent: '100% applies only to a cart of exactly one ticket.',
};
// A membership's code covers its passes, never its item add-ons (decision 108).
const membershipDiscountHelp = {
  amount: 'Taken once per order, spread over the membership’s passes, not its add-on items.',
  percent: 'Off each of the membership’s passes, not its add-on items.',
};
const kindOptions = [
  { id: 'percent', label: 'Percent off' },
  { id: 'fixed', label: 'Fixed amount off' },
];
const ANY = '';

type CouponFormApi = UseFormReturn<CouponFormValues, unknown, CreateCouponBody>;

/** The shared fields take the form's values as typed; what the schema makes of them is the body. */
const typedControl = (form: CouponFormApi) => form.control as unknown as Control<CouponFormValues>;

/** The days the code is valid on, each end open when empty. */
function ValidDates({ control }: { control: Control<CouponFormValues> }) {
  return (
    <>
      <ControlledFormField
        control={control}
        name="validFrom"
        field={{ kind: 'date', label: 'First day', description: 'Empty: from now.' }}
      />
      <ControlledFormField
        control={control}
        name="validUntil"
        field={{ kind: 'date', label: 'Last day', description: 'Included. Empty: no end.' }}
      />
    </>
  );
}

function ActiveField({ control }: { control: Control<CouponFormValues> }) {
  return (
    <Controller
      control={control}
      name="active"
      render={({ field }) => (
        <CheckboxField
          label="Active: the shop accepts this code"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** What the code applies to: a membership, or an activity and one of its ticket types. */
function ScopeFields({ form, options }: { form: CouponFormApi; options: CouponScopeOptions }) {
  const control = typedControl(form);
  const [productArea, activityId] = useWatch({ control, name: ['productArea', 'activityId'] });
  const activity = options.activities.find((item) => String(item.id) === activityId);
  if (productArea === 'Memberships')
    return (
      <ControlledFormField
        control={control}
        name="membershipId"
        field={{
          kind: 'select',
          label: 'Membership',
          placeholder: 'Any membership',
          options: [
            { id: ANY, label: 'Any membership' },
            ...options.memberships.map((item) => ({ id: String(item.id), label: item.name })),
          ],
        }}
      />
    );
  return (
    <>
      <ControlledFormField
        control={control}
        name="activityId"
        onValueChange={() => form.setValue('ticketId', ANY)}
        field={{
          kind: 'select',
          label: 'Activity',
          placeholder: 'Any activity',
          options: [
            { id: ANY, label: 'Any activity' },
            ...options.activities.map((item) => ({ id: String(item.id), label: item.name })),
          ],
        }}
      />
      <ControlledFormField
        control={control}
        name="ticketId"
        field={{
          kind: 'select',
          label: 'Ticket type',
          placeholder: activity ? 'Any ticket type' : 'Choose an activity first',
          options: [
            { id: ANY, label: 'Any ticket type' },
            ...(activity?.tickets ?? []).map((item) => ({
              id: String(item.id),
              label: item.name,
            })),
          ],
        }}
      />
    </>
  );
}

/**
 * A coupon's form: the core schema checks it as it is typed and makes the body; the server's
 * refusals (a code taken, a limit below the uses) land on their fields.
 */
export function CouponForm({
  initial,
  options,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: CouponFormValues;
  options: CouponScopeOptions;
  submitLabel: string;
  onSubmit: (body: CreateCouponBody) => Promise<AdminCoupon>;
  onCancel: () => void;
}) {
  const form = useForm<CouponFormValues, unknown, CreateCouponBody>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: initial ?? emptyCouponForm,
    mode: 'onTouched',
  });
  const control = typedControl(form);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const [kind, productArea] = useWatch({ control, name: ['kind', 'productArea'] });
  const discountHelp = productArea === 'Memberships' ? membershipDiscountHelp : ticketDiscountHelp;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFailure(applyRefusal(error, form.setError, 'The coupon could not be saved.'));
    }
  });

  return (
    <GuardedForm isSubmitting={isSubmitting} onSubmit={submit} className="space-y-5">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredTextField
          label="Code"
          isRequired
          autoFocus
          autoComplete="off"
          description="Letters, digits, - and _; stored upper-case."
          registration={form.register('code')}
          error={errors.code?.message}
        />
        <RegisteredTextField
          label="Description"
          isRequired
          autoComplete="off"
          description="What the visitor reads in the cart."
          registration={form.register('description')}
          error={errors.description?.message}
        />
        <ControlledFormField
          control={control}
          name="productArea"
          field={{ kind: 'select', label: 'For', placeholder: 'Choose', options: areaOptions }}
        />
        <ControlledFormField
          control={control}
          name="kind"
          field={{ kind: 'select', label: 'Discount', placeholder: 'Choose', options: kindOptions }}
        />
        {kind === 'fixed' ? (
          <RegisteredTextField
            label="Amount off"
            prefix="$"
            inputMode="decimal"
            isRequired
            description={discountHelp.amount}
            registration={form.register('amount')}
            error={errors.amount?.message}
          />
        ) : (
          <RegisteredTextField
            label="Percent off"
            inputMode="numeric"
            isRequired
            description={discountHelp.percent}
            registration={form.register('percent')}
            error={errors.percent?.message}
          />
        )}
        <RegisteredTextField
          label="Usage limit"
          inputMode="numeric"
          description="Orders that may use it; empty for no limit."
          registration={form.register('usageLimit')}
          error={errors.usageLimit?.message}
        />
        <ScopeFields form={form} options={options} />
        <ValidDates control={control} />
      </div>
      <ActiveField control={control} />
      <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitLabel={submitLabel} />
    </GuardedForm>
  );
}
