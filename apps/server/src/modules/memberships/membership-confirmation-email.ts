/**
 * The 'membership-confirmation' message: the membership confirmation page (SPEC section 2) as an
 * e-mail: 'Thank You', the order summary (order number, purchase date, total, payment method,
 * product, membership ID), the pass holders, a donation, the waiver link, and for an account the
 * order created, how to set its password.
 */
import type { MembershipOrder } from '@shop/core/membership-api';
import { buildMembershipReceipt } from '@shop/core/membership-receipt';
import { formatPrice, formatUsd } from '@shop/core/money';
import {
  emailBlock,
  emailButton,
  emailColor,
  emailSectionLabel,
  emailSummaryBox,
  emailSummaryRow,
  emailTable,
  emailThankYou,
  renderEmailPage,
  html,
} from '../notifications/index.ts';
import type { MailMessage, EmailBrand } from '../notifications/index.ts';
import type { MembershipOrderRow } from './memberships-repository.ts';

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Denver',
});
const formatDate = (value: string) =>
  longDate.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value));

/** The cards PDF the outbox attaches (issue 31): one page a pass holder. */
const cardsAttached =
  'Each pass holder’s membership card is attached: show it at the entrance, printed or on a phone.';

/** The order's amounts in cents, as its row keeps them: the e-mail formats these, never dollars. */
export type MembershipOrderCents = Pick<
  MembershipOrderRow,
  'totalPaidCents' | 'discountCents' | 'taxCents' | 'donationCents' | 'items' | 'couponCode'
>;

const roleLabel = { primary: 'Primary member', secondary: 'Family member', addOn: 'Added member' };

export function membershipConfirmationSubject(order: MembershipOrder): string {
  return `Your membership: order #${order.receipt}`;
}

/** The receipt the confirmation page shows too (core's buildMembershipReceipt), in rows. */
function receiptRows(
  cents: MembershipOrderCents,
  brand: { foundationShortName: string },
  { times = '×', minus = '−' } = {},
) {
  const receipt = buildMembershipReceipt(cents);
  return [
    ...receipt.lines.map((line) => ({
      label: `${line.quantity} ${times} ${line.displayName}`,
      amount: formatPrice(line.amountCents),
    })),
    ...(receipt.discount
      ? [
          {
            label: `Promo code ${receipt.discount.code ?? ''}`.trim(),
            amount: `${minus}${formatUsd(receipt.discount.amountCents)}`,
          },
        ]
      : []),
    ...(receipt.taxCents > 0 ? [{ label: 'Taxes', amount: formatUsd(receipt.taxCents) }] : []),
    ...(receipt.donationCents > 0
      ? [
          {
            label: `Donation to ${brand.foundationShortName}`,
            amount: formatUsd(receipt.donationCents),
          },
        ]
      : []),
    { label: 'Total Paid', amount: formatUsd(receipt.totalCents) },
  ];
}

/** The receipt: each item before the promo code, the code, taxes, a donation, the total. */
function receiptBlock(cents: MembershipOrderCents, brand: { foundationShortName: string }) {
  const ruledTop = `border-top:1px solid ${emailColor.rule};`;
  const rows = receiptRows(cents, brand);
  return emailBlock(
    html`${emailSectionLabel('Receipt', '0 0 8px')}
    ${emailTable(
      rows.map((row, index) => emailSummaryRow(row.label, row.amount, index === rows.length - 1)),
      ruledTop,
    )}
    ${
      cents.donationCents > 0
        ? html`<div
            style="font-size:14px;font-weight:700;color:${emailColor.accent};padding-top:6px;"
          >
            Thank you for your donation!
          </div>`
        : ''
    }`,
  );
}

/** The plain-text part, line for line what the page says. */
function membershipConfirmationText(
  order: MembershipOrder,
  cents: MembershipOrderCents,
  brand: EmailBrand & { foundationShortName: string },
  urls: { setPasswordUrl: string; confirmationUrl: string },
): string {
  const { setPasswordUrl, confirmationUrl } = urls;
  return [
    brand.foundationName,
    '',
    'Thank You',
    'Your order has been received.',
    '',
    `Order Number: ${order.receipt}`,
    `Purchase Date: ${formatDate(order.purchaseDate)}`,
    `Total: ${formatUsd(cents.totalPaidCents)}`,
    ...(order.paymentMethod ? [`Payment Method: ${order.paymentMethod}`] : []),
    `Product: ${order.membership.displayName}`,
    `Membership ID: ${order.memberCode}`,
    `Valid: ${formatDate(order.startsOn)} to ${formatDate(order.expiresOn)}`,
    '',
    'Pass holders:',
    ...order.members.map(
      (member) =>
        `  ${member.firstName} ${member.lastName} (${roleLabel[member.role]}): ${member.memberCode}`,
    ),
    cardsAttached,
    '',
    ...receiptRows(cents, brand, { times: 'x', minus: '-' }).map(
      (row) => `${row.label}: ${row.amount}`,
    ),
    '',
    ...(order.displayWaiver && order.waiver ? [`Sign the waiver: ${order.waiver}`, ''] : []),
    ...(order.createdAccount
      ? [
          `We created a member account for ${order.email}. Choose a password at ${setPasswordUrl}.`,
          '',
        ]
      : []),
    `View your order: ${confirmationUrl}`,
    `Questions? Write to ${brand.supportEmail} and mention order #${order.receipt}.`,
    '',
  ].join('\n');
}

export function buildMembershipConfirmation(
  order: MembershipOrder,
  cents: MembershipOrderCents,
  brand: EmailBrand & { foundationShortName: string },
): MailMessage {
  const subject = membershipConfirmationSubject(order);
  const setPasswordUrl = `${brand.publicUrl}/member/lookup`;
  const confirmationUrl = `${brand.publicUrl}/memberships/confirmation/${order.token}`;
  const summary = [
    emailSummaryRow('Order Number', order.receipt, true),
    emailSummaryRow('Purchase Date', formatDate(order.purchaseDate)),
    emailSummaryRow('Total', formatUsd(cents.totalPaidCents), true),
    order.paymentMethod ? emailSummaryRow('Payment Method', order.paymentMethod) : '',
    emailSummaryRow('Product', order.membership.displayName),
    emailSummaryRow('Membership ID', order.memberCode),
    emailSummaryRow('Valid', `${formatDate(order.startsOn)} to ${formatDate(order.expiresOn)}`),
  ];
  const ruledTop = `border-top:1px solid ${emailColor.rule};`;
  const paragraph = (content: string) =>
    html`<p style="margin:0 0 12px;font-size:15px;line-height:22px;color:${emailColor.muted};">
      ${content}
    </p>`;
  const page = renderEmailPage({
    brand,
    title: subject,
    subtitle: 'Memberships',
    preheader: `Order #${order.receipt}: your ${order.membership.displayName} is ready.`,
    supportTopic: `order #${order.receipt}`,
    rows: [
      emailThankYou(),
      emailBlock(emailSummaryBox(summary), '16px 32px 0'),
      emailBlock(
        html`${emailSectionLabel('Pass Holders', '0 0 8px')}
          ${emailTable(
            order.members.map((member) =>
              emailSummaryRow(
                `${member.firstName} ${member.lastName} (${roleLabel[member.role]})`,
                member.memberCode,
              ),
            ),
            ruledTop,
          )}
          <p style="margin:12px 0 0;font-size:15px;line-height:22px;color:${emailColor.muted};">
            ${cardsAttached}
          </p>`,
      ),
      receiptBlock(cents, brand),
      order.displayWaiver && order.waiver
        ? emailBlock(
            html`${paragraph('Sign the waiver before your first visit.')}
              <a
                href="${order.waiver}"
                target="_blank"
                rel="noopener"
                style="font-size:15px;font-weight:700;color:${emailColor.blue};"
                >Sign the Waiver</a
              >`,
          )
        : '',
      order.createdAccount
        ? emailBlock(
            html`${paragraph(`We created a member account for ${order.email}. To log in and manage your membership, choose a password with 'Forgot password' on the login page.`)}
            ${emailButton(setPasswordUrl, 'Set Your Password')}`,
          )
        : '',
      emailBlock(emailButton(confirmationUrl, 'View Your Order')),
    ],
  });
  const text = membershipConfirmationText(order, cents, brand, { setPasswordUrl, confirmationUrl });
  return {
    to: order.email,
    subject,
    html: page,
    text,
    attachments: [],
  };
}
