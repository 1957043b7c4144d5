import { zodResolver } from '@hookform/resolvers/zod';
import {
  orderSearchFormSchema,
  type OrderFilters,
  type OrderSearchForm,
} from '@shop/core/order-admin-api';
import { paymentKindLabels, paymentKinds, ONLINE_SELLER } from '@shop/core/report-api';
import { useEffect } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';

const fields = [
  {
    name: 'q',
    label: 'Receipt, name or email',
    type: 'search',
    autoComplete: 'off',
    description: 'A whole receipt number, or part of a name or email.',
  },
  { name: 'date', label: 'Purchase date', type: 'date', description: 'The shop’s day (Denver).' },
] as const;

const emptySearch: OrderSearchForm = {
  q: '',
  date: '',
  paymentMethod: '',
  seller: '',
  session: '',
};

const startTime = new Intl.DateTimeFormat('en-US', {
  timeStyle: 'short',
  timeZone: 'America/Denver',
});

/** A native list to narrow the search by; '' is "any". */
function FilterSelect({
  id,
  label,
  registration,
  options,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      {/* The text fields' label size, so the labels of a row line up. */}
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      {/* Stretched by its column, not w-full: from md its longest option widens the session
          column, which keeps that long label on one line, in line with its row. */}
      <select
        id={id}
        {...registration}
        className="min-h-11 rounded-lg border border-navy-900/25 bg-white px-3 py-2 text-navy-950"
      >
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The orders search: free text and a purchase date, checked by the core schema, and the
 * payment method, seller and session to narrow it to (decision 082).
 */
export function OrderSearchFormView({
  values,
  filters,
  onSearch,
}: {
  values: OrderSearchForm;
  filters: OrderFilters | undefined;
  onSearch: (values: OrderSearchForm) => void;
}) {
  const form = useForm<OrderSearchForm>({
    resolver: zodResolver(orderSearchFormSchema),
    defaultValues: values,
    mode: 'onTouched',
  });
  // A seller or session chosen in the address shows once its option has arrived: a native
  // select falls back to "Any" while its value has no option.
  useEffect(() => {
    form.setValue('seller', form.getValues('seller'));
    form.setValue('session', form.getValues('session'));
  }, [filters, form]);
  return (
    <form
      role="search"
      aria-label="Orders"
      noValidate
      onSubmit={form.handleSubmit(onSearch)}
      // Below md one column of the card's width: the sessions' long names cannot widen it.
      className="grid grid-cols-1 items-start gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5 md:grid-cols-[2fr_1fr] lg:grid-cols-[2fr_1fr_1fr]"
    >
      <RegisteredFields register={form.register} errors={form.formState.errors} fields={fields} />
      <FilterSelect
        id="order-payment-method"
        label="Payment method"
        registration={form.register('paymentMethod')}
        options={paymentKinds.map((kind) => ({ value: kind, label: paymentKindLabels[kind] }))}
      />
      <FilterSelect
        id="order-seller"
        label="Seller"
        registration={form.register('seller')}
        options={[
          { value: 'online', label: ONLINE_SELLER },
          ...(filters?.sellers ?? []).map((seller) => ({
            value: String(seller.id),
            label: seller.name,
          })),
        ]}
      />
      <FilterSelect
        id="order-session"
        label="Session (of the purchase date, or today)"
        registration={form.register('session')}
        options={(filters?.sessions ?? []).map((session) => ({
          value: String(session.id),
          label: `${session.activity}, ${startTime.format(new Date(session.startsAt))}`,
        }))}
      />
      <div className="flex gap-2 md:pt-7">
        <Button type="submit">Search</Button>
        <Button
          variant="ghost"
          onPress={() => {
            form.reset(emptySearch);
            onSearch(emptySearch);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
