import { useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ModalDialog, ModalDialogBody } from '../components/ui/modal-dialog.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import {
  useCouponList,
  useCouponScopeOptions,
  useCreateCoupon,
} from '../features/admin-coupons/api/coupons.ts';
import { CouponForm } from '../features/admin-coupons/components/coupon-form.tsx';
import { CouponTable } from '../features/admin-coupons/components/coupon-table.tsx';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';

/** `/admin/coupons` (admins and managers): the codes, their uses, a new one, edits, deactivation. */
export function AdminCouponsPage() {
  usePageTitle('Coupons');
  const coupons = useCouponList();
  const options = useCouponScopeOptions();
  const create = useCreateCoupon();
  const [isCreating, setCreating] = useState(false);
  const isForbidden = coupons.error instanceof ApiError && coupons.error.status === 403;
  // The table names what each coupon applies to, so it waits for the names too.
  const isPending = coupons.isPending || (options.isPending && !coupons.isError);
  const failed = coupons.isError || options.isError;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-950">Coupons</h1>
          <p className="mt-1 text-navy-800">
            Promotional codes the shop accepts, and how often each has been used.
          </p>
        </div>
        {isForbidden || !options.data ? null : (
          <Button onPress={() => setCreating(true)}>New coupon</Button>
        )}
      </div>
      {isPending ? (
        <div role="status" aria-label="Loading coupons" className="space-y-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12 w-full" />
          ))}
        </div>
      ) : failed || !coupons.data || !options.data ? (
        <Alert
          tone="error"
          role="alert"
          title={
            isForbidden && coupons.error
              ? coupons.error.message
              : 'The coupons could not be loaded.'
          }
        >
          {isForbidden ? (
            'Coupons are managed by admins and managers.'
          ) : (
            <RetryButton
              isRetrying={coupons.isFetching || options.isFetching}
              onRetry={() => void Promise.all([coupons.refetch(), options.refetch()])}
            />
          )}
        </Alert>
      ) : coupons.data.length === 0 ? (
        <EmptyState title="No coupons yet.">
          <Button onPress={() => setCreating(true)}>New coupon</Button>
        </EmptyState>
      ) : (
        <CouponTable coupons={coupons.data} options={options.data} />
      )}
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

export default AdminCouponsPage;
