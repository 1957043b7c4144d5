/**
 * The refund e-mail (issue 15, decision 057): what the back office refunded, how much and to
 * which card, why, and the tickets the visitor still holds, in the shop's e-mail frame
 * (email-layout.ts), with a plain-text part that says the same.
 */
import { formatUsd, type Cents } from '@shop/core/money';
import { CASH_PAYMENT_METHOD, describePaymentChange, orderChangeTexts } from '@shop/core/order-api';
import { orderCancellationTexts } from '@shop/core/order-cancellation-texts';
import {
  emailBlock,
  emailButton,
  emailColor as color,
  emailSectionLabel,
  emailSummaryBox,
  emailSummaryRow,
  emailTable,
  renderEmailPage,
  type EmailBrand,
} from './email-layout.ts';
import { html, type SafeHtml } from './html.ts';

/** Places of one ticket type at one session: refunded ones, or the ones still held. */
export interface RefundPlaces {
  activity: string;
  /** 'Thursday, December 10, 2026 at 12:00 PM', or null for an untimed ticket. */
  when: string | null;
  ticketType: string;
  count: number;
}

export interface RefundView {
  brand: EmailBrand;
  receipt: string;
  firstName: string;
  amountCents: Cents;
  /** 'Visa ending in 1111' when the order was paid by card, 'cash' at the box office. */
  paymentMethod: string | null;
  /** Cash waiting at the ticket window (decision 073): nothing was counted out yet. */
  cashOwed?: boolean;
  wholeOrder: boolean;
  reason: string | null;
  refunded: RefundPlaces[];
  remaining: RefundPlaces[];
  orderUrl: string;
}

export function refundSubject(view: RefundView): string {
  return `Your refund: order #${view.receipt}`;
}

function placesLabel(places: RefundPlaces): string {
  const when = places.when ? `, ${places.when}` : '';
  return `${places.count} × ${places.ticketType}: ${places.activity}${when}`;
}

/**
 * 'Refunded $48.27 to Visa ending in 1111.', with a word on when it shows; a box-office cash
 * sale's refund is handed over at the window (decision 059), so there is no statement to wait for.
 */
function amountSentence(view: RefundView): string {
  if (view.cashOwed)
    return orderCancellationTexts.cashToCollect(formatUsd(view.amountCents), view.receipt);
  if (view.amountCents === 0)
    return 'No money was taken back from or returned to your card with this change.';
  const sentence = `${describePaymentChange({ kind: 'refund', amountCents: view.amountCents, paymentMethod: view.paymentMethod })}.`;
  return isCash(view) ? sentence : `${sentence} ${orderChangeTexts.refundTiming}`;
}

const isCash = (view: RefundView) => view.paymentMethod === CASH_PAYMENT_METHOD;

/** The greeting's sentence: refunded, or owed in cash at the window (decision 073). */
function introOf(view: RefundView): string {
  const part = view.wholeOrder ? 'your order' : 'part of your order';
  return view.cashOwed
    ? `${part} has been cancelled, and we owe you its money back in cash.`
    : `${part} has been refunded.`;
}

const amountLabel = (view: RefundView) => (view.cashOwed ? 'Cash To Collect' : 'Amount Refunded');
/** The card a refund went back to, for the summary; none for cash. */
const refundedTo = (view: RefundView) => (isCash(view) ? null : view.paymentMethod);

function placesList(label: string, places: RefundPlaces[]): SafeHtml {
  return html`${emailSectionLabel(label, '22px 0 8px')}
  ${emailTable(
    places.map(
      (item) =>
        html`<tr>
          <td style="padding:4px 0;font-size:14px;line-height:20px;color:${color.navyText};">
            ${placesLabel(item)}
          </td>
        </tr>`,
    ),
  )}`;
}

export function renderRefundHtml(view: RefundView): string {
  return renderEmailPage({
    brand: view.brand,
    title: refundSubject(view),
    subtitle: 'Tickets & Reservations',
    preheader: `Order #${view.receipt}: ${amountSentence(view)}`,
    supportTopic: `order #${view.receipt}`,
    rows: [
      emailBlock(
        html`<h1 style="margin:0 0 12px;font-size:28px;line-height:34px;color:${color.navy};">
            Your Refund
          </h1>
          <p style="margin:0 0 10px;font-size:15px;line-height:22px;color:${color.navyText};">
            Hello ${view.firstName}, ${introOf(view)}
          </p>
          ${
            view.reason
              ? html`<p
                  style="margin:0 0 10px;font-size:15px;line-height:22px;color:${color.navyText};"
                >
                  ${view.reason}
                </p>`
              : ''
          }`,
        '32px 32px 0',
      ),
      emailBlock(
        emailSummaryBox([
          emailSummaryRow('Order Number', view.receipt, true),
          emailSummaryRow(amountLabel(view), formatUsd(view.amountCents), true),
          refundedTo(view) ? emailSummaryRow('Refunded To', refundedTo(view)!) : '',
        ]),
        '16px 32px 0',
      ),
      emailBlock(
        html`<p style="margin:0;font-size:14px;line-height:21px;color:${color.muted};">
            ${amountSentence(view)}
          </p>
          ${view.refunded.length > 0 ? placesList('Refunded', view.refunded) : ''}
          ${
            view.remaining.length > 0
              ? placesList('Your tickets still valid', view.remaining)
              : html`<p style="margin:18px 0 0;font-size:14px;color:${color.muted};">
                  No tickets of this order remain valid.
                </p>`
          }`,
        '16px 32px 0',
      ),
      emailBlock(emailButton(view.orderUrl, 'View Your Order'), '24px 32px 0'),
    ],
  });
}

export function renderRefundText(view: RefundView): string {
  return [
    view.brand.foundationName,
    '',
    'Your Refund',
    '',
    `Hello ${view.firstName}, ${introOf(view)}`,
    ...(view.reason ? [view.reason] : []),
    '',
    `Order Number: ${view.receipt}`,
    `${amountLabel(view)}: ${formatUsd(view.amountCents)}`,
    ...(refundedTo(view) ? [`Refunded To: ${refundedTo(view)}`] : []),
    amountSentence(view),
    '',
    ...(view.refunded.length > 0
      ? ['Refunded:', ...view.refunded.map((item) => `  ${placesLabel(item)}`), '']
      : []),
    ...(view.remaining.length > 0
      ? ['Your tickets still valid:', ...view.remaining.map((item) => `  ${placesLabel(item)}`)]
      : ['No tickets of this order remain valid.']),
    '',
    `View your order: ${view.orderUrl}`,
    '',
    `Questions? Write to ${view.brand.supportEmail} and mention order #${view.receipt}.`,
    '',
  ].join('\n');
}
