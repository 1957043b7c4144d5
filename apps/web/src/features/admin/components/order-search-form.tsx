import { zodResolver } from '@hookform/resolvers/zod';
import { orderSearchFormSchema, type OrderSearchForm } from '@shop/core/order-admin-api';
import { useForm } from 'react-hook-form';
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

/** The orders search: free text and a purchase date, checked by the core schema. */
export function OrderSearchFormView({
  values,
  onSearch,
}: {
  values: OrderSearchForm;
  onSearch: (values: OrderSearchForm) => void;
}) {
  const form = useForm<OrderSearchForm>({
    resolver: zodResolver(orderSearchFormSchema),
    defaultValues: values,
    mode: 'onTouched',
  });
  return (
    <form
      role="search"
      aria-label="Orders"
      noValidate
      onSubmit={form.handleSubmit(onSearch)}
      className="grid items-start gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5 md:grid-cols-[2fr_1fr_auto]"
    >
      <RegisteredFields register={form.register} errors={form.formState.errors} fields={fields} />
      <div className="flex gap-2 md:pt-7">
        <Button type="submit">Search</Button>
        <Button
          variant="ghost"
          onPress={() => {
            form.reset({ q: '', date: '' });
            onSearch({ q: '', date: '' });
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
