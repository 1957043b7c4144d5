/**
 * What a changed order's e-mail says of the money the change moved (issue 17 item 6, decision
 * 033): the same sentence as the confirmation page, from core's describePaymentChange.
 */
import { describePaymentChange, orderChangeTexts } from '@shop/core/order-api';
import type { ConfirmationView } from './confirmation-view.ts';
import { emailBlock, emailColor, emailTable } from './email-layout.ts';
import { html, type SafeHtml } from './html.ts';

/** 'Charged $91.70 to Visa ending in 4242.', with a word on when a refund shows. */
function changeSentences(change: NonNullable<ConfirmationView['change']>): string {
  const sentence = `${describePaymentChange(change)}.`;
  // Cash goes back over the counter at once: no statement to wait for.
  return change.kind === 'refund' && change.paymentMethod !== 'cash'
    ? `${sentence} ${orderChangeTexts.refundTiming}`
    : sentence;
}

export function changeNoticeHtml(view: ConfirmationView): SafeHtml | '' {
  if (!view.change) return '';
  return emailBlock(
    emailTable(
      html`<tr>
        <td style="padding:14px 20px;font-size:15px;line-height:22px;color:${emailColor.navyText};">
          <strong>${orderChangeTexts.heading}</strong> ${changeSentences(view.change)}
        </td>
      </tr>`,
      `background:${emailColor.ice};border:1px solid ${emailColor.iceBorder};border-radius:8px;border-collapse:separate;`,
    ),
    '16px 32px 0',
  );
}

export function changeNoticeText(view: ConfirmationView): string[] {
  return view.change ? [orderChangeTexts.heading, changeSentences(view.change), ''] : [];
}
