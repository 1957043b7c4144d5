/** The receipt pages of the tickets PDF: the order's facts, its lines, and the totals. */
import { formatPrice, formatUsd } from '@shop/core/money';
import type { ConfirmationView } from './confirmation-view.ts';
import {
  addPdfPage,
  color,
  CONTENT_WIDTH,
  drawFooter,
  drawHeader,
  FOOTER_TOP,
  HEADER_HEIGHT,
  MARGIN,
  PAGE,
  type Doc,
} from './pdf-page.ts';

/** Where the receipt has got to: the page it is on and the top of the next row. */
interface ReceiptCursor {
  doc: Doc;
  view: ConfirmationView;
  y: number;
}

const receiptRight = (view: ConfirmationView) => `Order #${view.receipt}`;

function drawReceiptFooter({ doc, view }: ReceiptCursor): void {
  drawFooter(doc, [
    view.brand.foundationName,
    `Questions? ${view.brand.supportEmail} · mention order #${view.receipt}`,
  ]);
}

/** Goes on to a new page when fewer than `height` points are left on this one. */
function ensureRoom(cursor: ReceiptCursor, height: number): void {
  if (cursor.y + height <= FOOTER_TOP - 10) return;
  drawReceiptFooter(cursor);
  addPdfPage(cursor.doc);
  drawHeader(
    cursor.doc,
    cursor.view.brand.foundationName,
    'Receipt (continued)',
    receiptRight(cursor.view),
  );
  cursor.y = HEADER_HEIGHT + 22;
}

function drawAmountRow(
  cursor: ReceiptCursor,
  label: string,
  amount: string,
  options: { bold?: boolean; indent?: number } = {},
): void {
  ensureRoom(cursor, 16);
  const { doc } = cursor;
  const indent = options.indent ?? 0;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.bold ? 11 : 9.5)
    .fillColor(color.navyText);
  doc.text(label, MARGIN + indent, cursor.y, {
    width: CONTENT_WIDTH - indent - 80,
    lineBreak: false,
    ellipsis: true,
  });
  doc.text(amount, MARGIN, cursor.y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  cursor.y += options.bold ? 17 : 14;
}

function drawRule(cursor: ReceiptCursor, weight = 0.75, tint = color.rule): void {
  cursor.doc
    .moveTo(MARGIN, cursor.y)
    .lineTo(PAGE.width - MARGIN, cursor.y)
    .lineWidth(weight)
    .strokeColor(tint)
    .stroke();
  cursor.y += 8;
}

/** Order number, date, customer, e-mail and card, as labels and values. */
function drawReceiptFacts(cursor: ReceiptCursor): void {
  const { doc, view } = cursor;
  const facts: [string, string][] = [
    ['Order Number', view.receipt],
    ['Purchase Date', view.purchaseDate],
    ['Customer', view.customerName],
    ['E-mail', view.email],
    ...(view.paymentMethod ? ([['Payment Method', view.paymentMethod]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(color.muted)
      .text(label, MARGIN, cursor.y, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(color.navyText)
      .text(value, MARGIN + 100, cursor.y, {
        width: CONTENT_WIDTH - 100,
        lineBreak: false,
        ellipsis: true,
      });
    cursor.y += 14;
  }
  cursor.y += 8;
}

/** Each line: the product, when it is for, and its tickets and add-ons with their amounts. */
function drawReceiptLines(cursor: ReceiptCursor): void {
  const { doc, view } = cursor;
  for (const line of view.lines) {
    ensureRoom(cursor, 48);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(color.navy);
    const product = line.item ? `${line.product}: ${line.item}` : line.product;
    doc.text(product, MARGIN, cursor.y, { width: CONTENT_WIDTH });
    cursor.y += doc.heightOfString(product, { width: CONTENT_WIDTH }) + 1;
    const when = line.date ? `${line.date}${line.time ? `, ${line.time}` : ''}` : line.valid;
    if (when) {
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(color.blue)
        .text(when, MARGIN, cursor.y, { width: CONTENT_WIDTH, lineBreak: false });
      cursor.y += 13;
    }
    for (const item of line.ticketTypes)
      drawAmountRow(cursor, `${item.count} × ${item.name}`, formatPrice(item.amountCents), {
        indent: 10,
      });
    for (const item of line.addOns)
      drawAmountRow(
        cursor,
        `${item.count} × ${item.name} (add-on)`,
        formatPrice(item.amountCents),
        { indent: 10 },
      );
    cursor.y += 6;
  }
}

function drawReceiptTotals(cursor: ReceiptCursor): void {
  const { view } = cursor;
  ensureRoom(cursor, 100);
  drawRule(cursor);
  drawAmountRow(cursor, 'Subtotal', formatUsd(view.subtotalCents));
  for (const coupon of view.coupons)
    drawAmountRow(cursor, `Coupon ${coupon.code}`, `-${formatUsd(coupon.discountCents)}`);
  if (view.taxesCents > 0) drawAmountRow(cursor, 'Taxes', formatUsd(view.taxesCents));
  if (view.donationCents > 0) {
    drawAmountRow(
      cursor,
      `Donation to ${view.brand.foundationShortName}`,
      formatUsd(view.donationCents),
    );
  }
  cursor.y += 2;
  drawRule(cursor, 1.5, color.navy);
  drawAmountRow(cursor, 'Total Paid', formatUsd(view.totalPaidCents), { bold: true });
}

export function drawReceipt(doc: Doc, view: ConfirmationView): void {
  drawHeader(doc, view.brand.foundationName, 'Receipt', receiptRight(view));
  const cursor: ReceiptCursor = { doc, view, y: HEADER_HEIGHT + 22 };
  drawReceiptFacts(cursor);
  drawRule(cursor);
  drawReceiptLines(cursor);
  drawReceiptTotals(cursor);
  drawReceiptFooter(cursor);
}
