import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ModalDialog, ModalDialogBody } from '../components/ui/modal-dialog.tsx';
import {
  useCouponList,
  useCouponScopeOptions,
  useCreateCoupon,
} from '../features/admin-coupons/api/coupons.ts';
import { CouponForm } from '../features/admin-coupons/components/coupon-form.tsx';
import { CouponTable } from '../features/admin-coupons/components/coupon-table.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { QueryStates } from '../features/admin-shared/components/query-states.tsx';
import { isForbidden } from '../features/admin-shared/lib/error-messages.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** `/admin/coupons` (admins and managers): the codes, their uses, a new one, edits, deactivation. */
export default function AdminCouponsPage() {
  usePageTitle('Coupons');
  const coupons = useCouponList();
  const options = useCouponScopeOptions();
  const create = useCreateCoupon();
  const [isCreating, setCreating] = useState(false);
  // The table names what each coupon applies to, so it waits for the names too; a refusal is
  // told from the coupons' own answer.
  const lists = {
    data:
      coupons.data && options.data ? { coupons: coupons.data, options: options.data } : undefined,
    error: coupons.error,
    isPending: coupons.isPending || (options.isPending && !coupons.isError),
    isError: coupons.isError || options.isError,
    isFetching: coupons.isFetching || options.isFetching,
    refetch: () => Promise.all([coupons.refetch(), options.refetch()]),
  };

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Coupons"
        description="Promotional codes the shop accepts, and how often each has been used."
        action={
          isForbidden(coupons.error) || !options.data ? null : (
            <Button onPress={() => setCreating(true)}>New coupon</Button>
          )
        }
      />
      <QueryStates
        query={lists}
        loadingLabel="Loading coupons"
        failedTitle="The coupons could not be loaded."
        forbidden={{ hint: 'Coupons are managed by admins and managers.' }}
        isEmpty={(data) => data.coupons.length === 0}
        empty={
          <EmptyState title="No coupons yet.">
            <Button onPress={() => setCreating(true)}>New coupon</Button>
          </EmptyState>
        }
      >
        {(data) => <CouponTable coupons={data.coupons} options={data.options} />}
      </QueryStates>
      <ModalDialog
        isOpen={isCreating}
        onOpenChange={setCreating}
        title="New coupon"
        subtitle="The shop accepts it as soon as it is saved, within its dates."
        size="lg"
      >
        <ModalDialogBody>
          {options.data ? (
            <CouponForm
              options={options.data}
              submitLabel="Create coupon"
              onCancel={() => setCreating(false)}
              onSubmit={async (body) => {
                const saved = await create.mutateAsync(body);
                setCreating(false);
                showSaved(`${saved.code} is ready to use.`);
                return saved;
              }}
            />
          ) : null}
        </ModalDialogBody>
      </ModalDialog>
    </div>
  );
}
