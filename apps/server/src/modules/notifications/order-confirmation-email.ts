/**
 * The order confirmation e-mail (SPEC section 2, ticket confirmation page): the same words as the
 * page in the shop's e-mail frame (email-layout.ts), plus a plain-text part.
 */
import { formatPrice, formatUsd } from '@shop/core/money';
import { changeNoticeHtml, changeNoticeText } from './change-notice.ts';
import type { ConfirmationLine, ConfirmationView, CountedItem } from './confirmation-view.ts';
import {
  emailBlock,
  emailButton,
  emailColor as color,
  emailSectionLabel,
  emailSummaryBox,
  emailSummaryRow as summaryRow,
  emailTable,
  emailThankYou,
  renderEmailPage,
} from './email-layout.ts';
import { html, type HtmlValue, type SafeHtml } from './html.ts';

export function confirmationSubject(view: ConfirmationView): string {
  return view.change
    ? `Your changed tickets: order #${view.receipt}`
    : `Your tickets: order #${view.receipt}`;
}

function countLabel(item: CountedItem): string {
  return `${item.count} × ${item.name}`;
}

function detailRow(label: string, value: SafeHtml | string): SafeHtml {
  return html`<tr>
    <td
      valign="top"
      width="110"
      class="label"
      style="padding:4px 12px 4px 0;font-size:13px;color:${color.muted};"
    >
      ${label}
    </td>
    <td valign="top" style="padding:4px 0;font-size:14px;color:${color.navyText};">${value}</td>
  </tr>`;
}

function itemList(items: CountedItem[]): SafeHtml {
  return html`${items.map(
    (item, index) => html`${index > 0 ? html`<br />` : ''}${countLabel(item)}`,
  )}`;
}

function lineTotal(line: ConfirmationLine): string {
  const total = formatPrice(line.totalCents);
  return line.taxesCents > 0 ? `${total} (incl. ${formatUsd(line.taxesCents)} tax)` : total;
}

/** A bordered card of the tickets list: a line item, or the donation. */
function card(content: HtmlValue): SafeHtml {
  return html`<tr>
    <td style="padding:0 0 12px;">
      ${emailTable(
        html`<tr>
          <td style="padding:16px 18px;">${content}</td>
        </tr>`,
        `border:1px solid ${color.rule};border-radius:8px;border-collapse:separate;`,
      )}
    </td>
  </tr>`;
}

function cardTitle(text: string): SafeHtml {
  return html`<div style="font-size:17px;font-weight:700;color:${color.navy};">${text}</div>`;
}

function lineBlock(line: ConfirmationLine): SafeHtml {
  const where = [line.place.venue, line.place.location?.replace(`${line.place.venue} · `, '')]
    .filter(Boolean)
    .join(' · ');
  return card(
    html`${cardTitle(line.product)}
    ${where ? html`<div style="font-size:13px;color:${color.blue};padding-top:2px;">${where}</div>` : ''}
    ${emailTable(
      html`${line.item ? detailRow('Item', line.item) : ''}
      ${line.date ? detailRow('Date', `${line.date}${line.time ? `, ${line.time}` : ''}`) : ''}
      ${line.valid ? detailRow('Valid', line.valid) : ''}
      ${line.ticketTypes.length > 0 ? detailRow(line.ticketTypes.length === 1 ? 'Ticket Type' : 'Ticket Types', itemList(line.ticketTypes)) : ''}
      ${line.addOns.length > 0 ? detailRow(line.addOns.length === 1 ? 'Add-on' : 'Add-ons', itemList(line.addOns)) : ''}
      ${detailRow('Total', lineTotal(line))}`,
      'margin-top:10px;',
    )}`,
  );
}

function donationBlock(view: ConfirmationView): SafeHtml {
  return card(
    html`${cardTitle(`Donation to ${view.brand.foundationShortName}`)}
      ${emailTable(detailRow('Amount', formatUsd(view.donationCents)), 'margin-top:8px;')}
      <div style="font-size:14px;font-weight:700;color:${color.accent};padding-top:6px;">
        Thank you!
      </div>`,
  );
}

function sectionHeading(text: string): SafeHtml {
  return html`<tr>
    <td>${emailSectionLabel(text, '24px 0 10px')}</td>
  </tr>`;
}

function receiptBlock(view: ConfirmationView): SafeHtml {
  const { brand } = view;
  return html`<tr>
    <td>
      ${emailTable(
        html`${summaryRow('Subtotal', formatUsd(view.subtotalCents))}
          ${view.coupons.map((coupon) => summaryRow(`Coupon ${coupon.code}`, `−${formatUsd(coupon.discountCents)}`))}
          ${view.taxesCents > 0 ? summaryRow('Taxes', formatUsd(view.taxesCents)) : ''}
          ${view.donationCents > 0 ? summaryRow(`Donation to ${brand.foundationShortName}`, formatUsd(view.donationCents)) : ''}
          <tr>
            <td
              colspan="2"
              style="border-top:2px solid ${color.navy};font-size:0;line-height:0;padding-top:4px;"
            >
              &nbsp;
            </td>
          </tr>
          ${summaryRow('Total Paid', formatUsd(view.totalPaidCents), true)}`,
        `border-top:1px solid ${color.rule};`,
      )}
    </td>
  </tr>`;
}

function waiversBlock(view: ConfirmationView): SafeHtml {
  return html`${sectionHeading('Skip the line')}
    <tr>
      <td style="font-size:14px;line-height:21px;color:${color.muted};padding-bottom:8px;">
        Sign your waivers before you arrive.
      </td>
    </tr>
    ${view.waivers.map(
      (waiver) =>
        html`<tr>
          <td style="padding:4px 0;">
            <a
              href="${waiver.waiverLink}"
              target="_blank"
              rel="noopener"
              style="font-size:15px;font-weight:700;color:${color.blue};"
              >Sign ${waiver.waiverName}</a
            >
          </td>
        </tr>`,
    )}`;
}

function editBlock(view: ConfirmationView): SafeHtml {
  return html`<tr>
    <td style="padding:26px 0 0;">
      ${emailTable(
        html`<tr>
          <td style="padding:16px 20px;font-size:14px;line-height:21px;color:${color.navyText};">
            Need to edit this order?
            <a href="${view.links.edit}" style="color:${color.blue};font-weight:700;">Click Here</a>
            <br />
            Put your sessions in your calendar:
            <a href="${view.links.calendar}" style="color:${color.blue};font-weight:700;"
              >Add to calendar</a
            >
          </td>
        </tr>`,
        `background:${color.ice};border-radius:8px;`,
      )}
    </td>
  </tr>`;
}

export function renderConfirmationHtml(view: ConfirmationView): string {
  const ticketCount = view.tickets.length;
  const attachedLine =
    ticketCount > 0
      ? `Your ticket downloads (${ticketCount} ${ticketCount === 1 ? 'ticket' : 'tickets'} in ${view.ticketsFilename}) and a copy of your receipt are attached to this e-mail.`
      : `A copy of your receipt is attached to this e-mail (${view.ticketsFilename}).`;
  return renderEmailPage({
    brand: view.brand,
    title: confirmationSubject(view),
    subtitle: 'Tickets & Reservations',
    preheader: `Order #${view.receipt}: your tickets are attached. Show the QR code on each ticket at the entrance.`,
    supportTopic: `order #${view.receipt}`,
    footerNotes: ['Tickets are nontransferable and resale is not allowed. All sales are final.'],
    rows: [
      emailThankYou(
        html`<p style="margin:14px 0 0;font-size:15px;line-height:22px;color:${color.muted};">
          ${attachedLine} Show the QR code on each ticket at the entrance, printed or on your phone.
        </p>`,
      ),
      changeNoticeHtml(view),
      emailBlock(
        emailSummaryBox([
          summaryRow('Order Number', view.receipt, true),
          summaryRow('Purchase Date', view.purchaseDate),
          summaryRow('Purchase Total', formatUsd(view.totalPaidCents), true),
          view.couponSavingsCents !== null
            ? summaryRow('Coupon Savings', formatUsd(view.couponSavingsCents))
            : '',
          view.paymentMethod ? summaryRow('Payment Method', view.paymentMethod) : '',
        ]),
        '20px 32px 0',
      ),
      emailBlock(emailButton(view.links.view, 'View Your Order'), '22px 32px 0'),
      emailBlock(
        emailTable([
          sectionHeading('Your Tickets'),
          view.lines.map(lineBlock),
          view.donationCents > 0 ? donationBlock(view) : '',
          sectionHeading('Receipt'),
          receiptBlock(view),
          view.waivers.length > 0 ? waiversBlock(view) : '',
          editBlock(view),
        ]),
        '0 32px',
      ),
    ],
  });
}

function textLine(line: ConfirmationLine): string[] {
  return [
    line.item ? `${line.product}: ${line.item}` : line.product,
    ...(line.place.location
      ? [`  ${line.place.location}`]
      : line.place.venue
        ? [`  ${line.place.venue}`]
        : []),
    ...(line.date ? [`  Date: ${line.date}${line.time ? `, ${line.time}` : ''}`] : []),
    ...(line.valid ? [`  ${line.valid}`] : []),
    ...line.ticketTypes.map((item) => `  ${countLabel(item)}`),
    ...line.addOns.map((item) => `  Add-on: ${countLabel(item)}`),
    `  Total: ${lineTotal(line)}`,
    '',
  ];
}

export function renderConfirmationText(view: ConfirmationView): string {
  const { brand } = view;
  return [
    brand.foundationName,
    '',
    'Thank You',
    'Your order has been received.',
    '',
    ...changeNoticeText(view),
    `Order Number: ${view.receipt}`,
    `Purchase Date: ${view.purchaseDate}`,
    `Purchase Total: ${formatUsd(view.totalPaidCents)}`,
    ...(view.couponSavingsCents !== null
      ? [`Coupon Savings: ${formatUsd(view.couponSavingsCents)}`]
      : []),
    ...(view.paymentMethod ? [`Payment Method: ${view.paymentMethod}`] : []),
    '',
    `Your ticket downloads and a copy of your receipt are attached (${view.ticketsFilename}).`,
    'Show the QR code on each ticket at the entrance, printed or on your phone.',
    '',
    ...view.lines.flatMap(textLine),
    ...(view.donationCents > 0
      ? [
          `Donation to ${brand.foundationShortName}`,
          `  Amount: ${formatUsd(view.donationCents)}`,
          '  Thank you!',
          '',
        ]
      : []),
    `Subtotal: ${formatUsd(view.subtotalCents)}`,
    ...view.coupons.map((coupon) => `Coupon ${coupon.code}: -${formatUsd(coupon.discountCents)}`),
    ...(view.taxesCents > 0 ? [`Taxes: ${formatUsd(view.taxesCents)}`] : []),
    ...(view.donationCents > 0 ? [`Donation: ${formatUsd(view.donationCents)}`] : []),
    `Total Paid: ${formatUsd(view.totalPaidCents)}`,
    '',
    ...(view.waivers.length > 0
      ? [
          'Skip the line: sign your waivers before you arrive.',
          ...view.waivers.map((w) => `  Sign ${w.waiverName}: ${w.waiverLink}`),
          '',
        ]
      : []),
    `View your order: ${view.links.view}`,
    `Need to edit this order? ${view.links.edit}`,
    `Add to calendar: ${view.links.calendar}`,
    '',
    `Questions? Write to ${brand.supportEmail} and mention order #${view.receipt}.`,
    '',
  ].join('\n');
}
