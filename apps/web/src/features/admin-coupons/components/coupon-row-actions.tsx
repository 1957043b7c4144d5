import { couponToForm, type AdminCoupon } from '@shop/core/coupon-admin-api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog, ModalDialogBody } from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ChangeDialog } from '../../admin-shared/components/change-dialog.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { useChangeCoupon, useCouponScopeOptions } from '../api/coupons.ts';
import { CouponForm } from './coupon-form.tsx';

type Open = 'edit' | 'active' | null;

/** A row's 'Edit' (in a dialog with the form) and 'Deactivate'/'Reactivate' (confirmed first). */
export function CouponRowActions({ coupon }: { coupon: AdminCoupon }) {
  const [open, setOpen] = useState<Open>(null);
  const change = useChangeCoupon();
  const options = useCouponScopeOptions();
  const verb = coupon.active ? 'Deactivate' : 'Reactivate';
  const show = (which: Open) => {
    change.reset();
    setOpen(which);
  };

  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" onPress={() => show('edit')}>
        Edit<span className="sr-only"> {coupon.code}</span>
      </Button>
      <Button variant="ghost" size="sm" onPress={() => show('active')}>
        {verb}
        <span className="sr-only"> {coupon.code}</span>
      </Button>
      <ModalDialog
        isOpen={open === 'edit'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'edit' : null)}
        title={`Edit ${coupon.code}`}
        subtitle={`Used ${coupon.uses} ${coupon.uses === 1 ? 'time' : 'times'} so far.`}
        size="lg"
      >
        <ModalDialogBody>
          {options.data ? (
            <CouponForm
              initial={couponToForm(coupon)}
              options={options.data}
              submitLabel="Save coupon"
              onCancel={() => setOpen(null)}
              onSubmit={async (body) => {
                const saved = await change.mutateAsync({ id: coupon.id, ...body });
                setOpen(null);
                showSaved(`${saved.code} is saved.`);
                return saved;
              }}
            />
          ) : (
            <Spinner className="size-6" />
          )}
        </ModalDialogBody>
      </ModalDialog>
      <ChangeDialog
        role="alertdialog"
        isOpen={open === 'active'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'active' : null)}
        title={`${verb} ${coupon.code}?`}
        refusal={refusalMessage(change.error)}
        confirmLabel={verb}
        isSaving={change.isPending}
        onConfirm={() =>
          change.mutate(
            { id: coupon.id, active: !coupon.active },
            {
              onSuccess: () => {
                setOpen(null);
                showSaved(`${coupon.code} is ${coupon.active ? 'deactivated' : 'active again'}.`);
              },
            },
          )
        }
      >
        <p className="text-navy-800">
          {coupon.active
            ? 'The shop stops accepting this code at once, in carts that have it too. Orders already placed keep their discount.'
            : 'The shop accepts this code again, within its dates and usage limit.'}
        </p>
      </ChangeDialog>
    </div>
  );
}
