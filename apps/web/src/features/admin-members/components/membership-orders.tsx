import type { AdminMember } from '@shop/core/member-admin-api';
import { membershipRefundTexts } from '@shop/core/membership-refund-api';
import { formatUsd } from '@shop/core/money';
import { orderAdminTexts } from '@shop/core/order-admin-api';
import { formatCalendarDate, shopDateAt } from '@shop/core/shop-time';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ChangeDialog } from '../../admin-shared/components/change-dialog.tsx';
import { refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { useRefundMembershipOrder } from '../api/members.ts';

type MembershipOrder = AdminMember['membershipOrders'][number];

const refundLabels: Record<MembershipOrder['refund'], string | null> = {
  none: null,
  pending: 'Refund being confirmed',
  succeeded: 'Refunded',
  failed: 'Refund failed',
};

/** The Denver day an order was bought on, as the account page writes a pass's dates. */
const boughtOn = (iso: string) => formatCalendarDate(shopDateAt(new Date(iso)));

/**
 * The household's membership orders on the member's page (decision 092): each with its refund's
 * state, and "Refund…" for staff who may refund; a refund revokes the order's passes at once.
 */
export function MembershipOrders({
  member,
  canRefund,
}: {
  member: AdminMember;
  canRefund: boolean;
}) {
  const [confirming, setConfirming] = useState<{ order: MembershipOrder; key: string } | null>(
    null,
  );
  const refund = useRefundMembershipOrder(member.id);
  if (member.membershipOrders.length === 0) return null;
  const refundable = (order: MembershipOrder) =>
    canRefund && order.totalPaidCents > 0 && !order.revoked && order.refund !== 'succeeded';
  const confirm = async () => {
    if (!confirming) return;
    const answer = await refund.mutateAsync({
      orderId: confirming.order.id,
      key: confirming.key,
    });
    setConfirming(null);
    showSaved(membershipRefundTexts.refunded(answer.receipt, answer.revokedPasses));
  };
  return (
    <>
      <h3 className="mt-4 text-base font-bold text-navy-950">Membership orders</h3>
      <ul className="mt-1 divide-y divide-navy-900/10 text-sm text-navy-800">
        {member.membershipOrders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-navy-950">
                {order.product} · receipt {order.receipt}
              </span>
              {formatUsd(order.totalPaidCents)} · bought {boughtOn(order.createdAt)}
              {order.revoked ? ' · passes revoked' : ''}
            </span>
            {refundLabels[order.refund] ? <Badge>{refundLabels[order.refund]}</Badge> : null}
            {refundable(order) ? (
              <Button
                variant="secondary"
                aria-label={`Refund membership order ${order.receipt}`}
                onPress={() => {
                  refund.reset();
                  setConfirming({ order, key: crypto.randomUUID() });
                }}
              >
                Refund…
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ChangeDialog
        role="alertdialog"
        isOpen={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={confirming ? membershipRefundTexts.confirm(confirming.order.receipt) : ''}
        // No answer may mean the refund was made: the dialog's key makes a retry refund once.
        refusal={refusalMessage(refund.error, orderAdminTexts.refundUnanswered)}
        confirmLabel="Refund in full"
        isConfirmDisabled={refund.isPending}
        onConfirm={() => void confirm().catch(() => {})}
      >
        <p className="text-navy-800">
          {confirming
            ? `${formatUsd(confirming.order.totalPaidCents)} goes back to the card it was paid with.`
            : null}
        </p>
      </ChangeDialog>
    </>
  );
}
