/**
 * The order confirmation e-mail (SPEC section 2, ticket confirmation page): the same words as the
 * page, as a 600px table layout with inline styles, which is what mail clients render reliably,
 * plus a plain-text part.
 */
import { formatPrice, formatUsd } from '@shop/core/money';
import type { ConfirmationLine, ConfirmationView, CountedItem } from './confirmation-view.ts';
import { html, type SafeHtml } from './html.ts';

const color = {
  page: '#eef3f9',
  navy: '#0f2440',
  navyText: '#081526',
  blue: '#236fa6',
  ice: '#f3f8fc',
  iceBorder: '#c5def0',
  frost: '#97c5e3',
  muted: '#4a5a70',
  rule: '#d7e2f0',
  accent: '#f28a38',
};
const font = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function confirmationSubject(view: ConfirmationView): string {
  return `Your tickets: order #${view.receipt}`;
}

function countLabel(item: CountedItem): string {
  return `${item.count} × ${item.name}`;
}

function summaryRow(label: string, value: string | SafeHtml, strong = false): SafeHtml {
  return html`<tr>
    <td style="padding:6px 0;font-size:14px;color:${color.muted};">${label}</td>
    <td
      align="right"
      style="padding:6px 0;font-size:${strong ? '16px' : '14px'};font-weight:${strong ? '700' : '600'};color:${color.navyText};"
    >
      ${value}
    </td>
  </tr>`;
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

function lineBlock(line: ConfirmationLine): SafeHtml {
  const where = [line.place.venue, line.place.location?.replace(`${line.place.venue} · `, '')]
    .filter(Boolean)
    .join(' · ');
  return html`<tr>
    <td style="padding:0 0 12px;">
      <table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        style="border:1px solid ${color.rule};border-radius:8px;border-collapse:separate;"
      >
        <tr>
          <td style="padding:16px 18px;">
            <div style="font-size:17px;font-weight:700;color:${color.navy};">${line.product}</div>
            ${where ? html`<div style="font-size:13px;color:${color.blue};padding-top:2px;">${where}</div>` : ''}
            <table
              role="presentation"
              width="100%"
              cellpadding="0"
              cellspacing="0"
              style="margin-top:10px;"
            >
              ${line.item ? detailRow('Item', line.item) : ''}
              ${line.date ? detailRow('Date', `${line.date}${line.time ? `, ${line.time}` : ''}`) : ''}
              ${line.valid ? detailRow('Valid', line.valid) : ''}
              ${line.ticketTypes.length > 0 ? detailRow(line.ticketTypes.length === 1 ? 'Ticket Type' : 'Ticket Types', itemList(line.ticketTypes)) : ''}
              ${line.addOns.length > 0 ? detailRow(line.addOns.length === 1 ? 'Add-on' : 'Add-ons', itemList(line.addOns)) : ''}
              ${detailRow('Total', lineTotal(line))}
            </table>
          </td>
        </tr>
      </table>
    </td>
  </tr>`;
}

function button(href: string, label: string, background: string): SafeHtml {
  return html`<a
    href="${href}"
    style="display:inline-block;background:${background};color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 22px;border-radius:6px;"
    >${label}</a
  >`;
}

function sectionHeading(text: string): SafeHtml {
  return html`<tr>
    <td
      style="padding:24px 0 10px;font-size:12px;font-weight:700;letter-spacing:1.5px;text-transform:uppercase;color:${color.blue};"
    >
      ${text}
    </td>
  </tr>`;
}

export function renderConfirmationHtml(view: ConfirmationView): string {
  const { brand } = view;
  const ticketCount = view.tickets.length;
  const attachedLine =
    ticketCount > 0
      ? `Your ticket downloads (${ticketCount} ${ticketCount === 1 ? 'ticket' : 'tickets'} in ${view.ticketsFilename}) and a copy of your receipt are attached to this e-mail.`
      : `A copy of your receipt is attached to this e-mail (${view.ticketsFilename}).`;
  const page = html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${confirmationSubject(view)}</title>
        <style>
          @media (max-width: 480px) {
            .pad {
              padding-left: 18px !important;
              padding-right: 18px !important;
            }
            .label {
              width: 84px !important;
            }
          }
        </style>
      </head>
      <body
        style="margin:0;padding:0;background:${color.page};font-family:${font};color:${color.navyText};"
      >
        <div style="display:none;max-height:0;overflow:hidden;opacity:0;">
          Order #${view.receipt}: your tickets are attached. Show the QR code on each ticket at the
          entrance.
        </div>
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:${color.page};"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                style="width:100%;max-width:600px;background:#ffffff;border-radius:10px;overflow:hidden;"
              >
                <tr>
                  <td
                    class="pad"
                    style="background:${color.navy};padding:22px 32px;border-bottom:4px solid ${color.accent};"
                  >
                    <div style="font-size:20px;font-weight:700;color:#ffffff;letter-spacing:0.3px;">
                      ${brand.foundationName}
                    </div>
                    <div style="font-size:13px;color:${color.frost};padding-top:2px;">
                      Tickets &amp; Reservations
                    </div>
                  </td>
                </tr>
                <tr>
                  <td class="pad" style="padding:32px 32px 8px;">
                    <h1 style="margin:0;font-size:30px;line-height:36px;color:${color.navy};">
                      Thank You
                    </h1>
                    <p style="margin:6px 0 0;font-size:17px;color:${color.navyText};">
                      Your order has been received.
                    </p>
                    <p
                      style="margin:14px 0 0;font-size:15px;line-height:22px;color:${color.muted};"
                    >
                      ${attachedLine} Show the QR code on each ticket at the entrance, printed or on
                      your phone.
                    </p>
                  </td>
                </tr>
                <tr>
                  <td class="pad" style="padding:20px 32px 0;">
                    <table
                      role="presentation"
                      width="100%"
                      cellpadding="0"
                      cellspacing="0"
                      style="background:${color.ice};border:1px solid ${color.iceBorder};border-radius:8px;border-collapse:separate;"
                    >
                      <tr>
                        <td style="padding:14px 20px;">
                          <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
                            ${summaryRow('Order Number', view.receipt, true)}
                            ${summaryRow('Purchase Date', view.purchaseDate)}
                            ${summaryRow('Purchase Total', formatUsd(view.totalPaidCents), true)}
                            ${view.couponSavingsCents !== null ? summaryRow('Coupon Savings', formatUsd(view.couponSavingsCents)) : ''}
                            ${view.paymentMethod ? summaryRow('Payment Method', view.paymentMethod) : ''}
                          </table>
                        </td>
                      </tr>
                    </table>
                  </td>
                </tr>
                <tr>
                  <td class="pad" align="center" style="padding:22px 32px 0;">
                    ${button(view.links.view, 'View Your Order', color.blue)}
                  </td>
                </tr>
                <tr>
                  <td class="pad" style="padding:0 32px;">
                    <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
                      ${sectionHeading('Your Tickets')} ${view.lines.map(lineBlock)}
                      ${
                        view.donationCents > 0
                          ? html`<tr>
                              <td style="padding:0 0 12px;">
                                <table
                                  role="presentation"
                                  width="100%"
                                  cellpadding="0"
                                  cellspacing="0"
                                  style="border:1px solid ${color.rule};border-radius:8px;border-collapse:separate;"
                                >
                                  <tr>
                                    <td style="padding:16px 18px;">
                                      <div
                                        style="font-size:17px;font-weight:700;color:${color.navy};"
                                      >
                                        Donation to ${brand.foundationShortName}
                                      </div>
                                      <table
                                        role="presentation"
                                        width="100%"
                                        cellpadding="0"
                                        cellspacing="0"
                                        style="margin-top:8px;"
                                      >
                                        ${detailRow('Amount', formatUsd(view.donationCents))}
                                      </table>
                                      <div
                                        style="font-size:14px;font-weight:700;color:${color.accent};padding-top:6px;"
                                      >
                                        Thank you!
                                      </div>
                                    </td>
                                  </tr>
                                </table>
                              </td>
                            </tr>`
                          : ''
                      }
                      ${sectionHeading('Receipt')}
                      <tr>
                        <td>
                          <table
                            role="presentation"
                            width="100%"
                            cellpadding="0"
                            cellspacing="0"
                            style="border-top:1px solid ${color.rule};"
                          >
                            ${summaryRow('Subtotal', formatUsd(view.subtotalCents))}
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
                            ${summaryRow('Total Paid', formatUsd(view.totalPaidCents), true)}
                          </table>
                        </td>
                      </tr>
                      ${
                        view.waivers.length > 0
                          ? html`${sectionHeading('Skip the line')}
                              <tr>
                                <td
                                  style="font-size:14px;line-height:21px;color:${color.muted};padding-bottom:8px;"
                                >
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
                              )}`
                          : ''
                      }
                      <tr>
                        <td style="padding:26px 0 0;">
                          <table
                            role="presentation"
                            width="100%"
                            cellpadding="0"
                            cellspacing="0"
                            style="background:${color.ice};border-radius:8px;"
                          >
                            <tr>
                              <td
                                style="padding:16px 20px;font-size:14px;line-height:21px;color:${color.navyText};"
                              >
                                Need to edit this order?
                                <a
                                  href="${view.links.edit}"
                                  style="color:${color.blue};font-weight:700;"
                                  >Click Here</a
                                >
                              </td>
                            </tr>
                          </table>
                        </td>
                      </tr>
                    </table>
                  </td>
                </tr>
                <tr>
                  <td
                    class="pad"
                    style="padding:28px 32px 30px;font-size:12px;line-height:18px;color:${color.muted};"
                  >
                    Questions? Write to
                    <a href="mailto:${brand.supportEmail}" style="color:${color.blue};"
                      >${brand.supportEmail}</a
                    >
                    and mention order #${view.receipt}.<br />
                    Tickets are nontransferable and resale is not allowed. All sales are final.<br />
                    <a href="${brand.publicUrl}/activities" style="color:${color.blue};"
                      >Purchase Tickets</a
                    >
                  </td>
                </tr>
              </table>
              <div style="font-size:12px;color:${color.muted};padding-top:14px;">
                ${brand.foundationName}
              </div>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  return page.value;
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
    '',
    `Questions? Write to ${brand.supportEmail} and mention order #${view.receipt}.`,
    '',
  ].join('\n');
}
