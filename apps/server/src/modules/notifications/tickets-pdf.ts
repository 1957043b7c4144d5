/**
 * The tickets PDF attached to the confirmation: one half-letter page per admission, each with
 * its QR code, then the receipt. Add-ons are listed (on their line's tickets and the receipt)
 * but get no QR code of their own: they are collected at the venue with the order number.
 * Fonts are PDF's standard Helvetica and Courier, which pdfkit ships, so nothing is downloaded.
 */
import PDFDocument from 'pdfkit';
import { formatPrice, formatUsd } from '@shop/core/money';
import type { ConfirmationView, Place, TicketUnit } from './confirmation-view.ts';
import { renderQrPng } from './qr-png.ts';

const PAGE = { width: 396, height: 612 };
const MARGIN = 28;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const HEADER_HEIGHT = 78;
const FOOTER_TOP = PAGE.height - 62;

const color = {
  navy: '#0f2440',
  navyText: '#081526',
  blue: '#236fa6',
  frost: '#97c5e3',
  ice: '#f3f8fc',
  iceBorder: '#c5def0',
  muted: '#4a5a70',
  rule: '#d7e2f0',
  accent: '#f28a38',
};

type Doc = PDFKit.PDFDocument;

function drawHeader(doc: Doc, foundationName: string, title: string, right: string): void {
  doc.rect(0, 0, PAGE.width, HEADER_HEIGHT).fill(color.navy);
  doc.rect(0, HEADER_HEIGHT, PAGE.width, 4).fill(color.accent);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#ffffff')
    .text(foundationName.toUpperCase(), MARGIN, 24, { characterSpacing: 1.4, lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#ffffff')
    .text(title, MARGIN, 40, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(color.frost)
    .text(right.toUpperCase(), MARGIN, 46, {
      width: CONTENT_WIDTH,
      align: 'right',
      characterSpacing: 1,
      lineBreak: false,
    });
}

function drawFooter(doc: Doc, lines: string[]): void {
  doc
    .moveTo(MARGIN, FOOTER_TOP)
    .lineTo(PAGE.width - MARGIN, FOOTER_TOP)
    .lineWidth(0.75)
    .strokeColor(color.rule)
    .stroke();
  doc.font('Helvetica').fontSize(7.5).fillColor(color.muted);
  let y = FOOTER_TOP + 9;
  for (const line of lines) {
    doc.text(line, MARGIN, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    y += 11;
  }
}

/** A small caps label over a bold value, in a column; answers the height used. */
function field(
  doc: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .fillColor(color.muted)
    .text(label.toUpperCase(), x, y, { width, characterSpacing: 1 });
  doc.font('Helvetica-Bold').fontSize(11.5).fillColor(color.navyText);
  const height = doc.heightOfString(value, { width });
  doc.text(value, x, y + 11, { width });
  return 11 + height;
}

/** The venue, and the spot within it without repeating the venue's name. */
function placeLines(place: Place): [string | null, string | null] {
  const location = place.location?.replace(`${place.venue} · `, '') ?? null;
  return [place.venue || null, location && location !== place.venue ? location : null];
}

function fieldRows(ticket: TicketUnit, receipt: string): [string, string][][] {
  const when: [string, string][] = ticket.date
    ? [
        ['Date', ticket.date],
        ['Time', ticket.time ?? ''],
      ]
    : [['Valid', ticket.valid ?? (ticket.item ? ticket.item : 'See your receipt')]];
  const rows: [string, string][][] = [when];
  if (ticket.item && ticket.date === null && ticket.valid) rows.push([['Item', ticket.item]]);
  rows.push(
    ticket.attendee
      ? [
          ['Ticket Type', ticket.ticketType],
          ['Attendee', ticket.attendee],
        ]
      : [
          ['Ticket Type', ticket.ticketType],
          ['Admits', 'One guest'],
        ],
  );
  rows.push([
    ['Order Number', receipt],
    ['Ticket', `${ticket.position} of ${ticket.count}`],
  ]);
  return rows;
}

function drawTicket(doc: Doc, view: ConfirmationView, ticket: TicketUnit): void {
  drawHeader(
    doc,
    view.brand.foundationName,
    'Admission Ticket',
    `Ticket ${ticket.position} of ${ticket.count}`,
  );

  let y = HEADER_HEIGHT + 22;
  doc.font('Helvetica-Bold').fontSize(19).fillColor(color.navy);
  doc.text(ticket.activity, MARGIN, y, { width: CONTENT_WIDTH });
  y += doc.heightOfString(ticket.activity, { width: CONTENT_WIDTH }) + 3;
  const [venue, location] = placeLines(ticket.place);
  if (venue) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(color.blue)
      .text(venue, MARGIN, y, { width: CONTENT_WIDTH });
    y += 14;
  }
  if (location) {
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(color.muted)
      .text(location, MARGIN, y, { width: CONTENT_WIDTH });
    y += 13;
  }

  y += 8;
  // The left column is wider: it holds the long date ('Wednesday, September 30, 2026').
  const columns = [
    { x: MARGIN, width: 196 },
    { x: MARGIN + 212, width: CONTENT_WIDTH - 212 },
  ] as const;
  for (const row of fieldRows(ticket, view.receipt)) {
    const heights = row.map(([label, value], index) => {
      const column = columns[index]!;
      return field(doc, label, value, column.x, y, row.length === 1 ? CONTENT_WIDTH : column.width);
    });
    y += Math.max(...heights) + 9;
  }

  const qrSize = 158;
  const cardSize = qrSize + 16;
  const cardX = (PAGE.width - cardSize) / 2;
  const cardY = Math.max(y + 14, 290);
  doc
    .roundedRect(cardX, cardY, cardSize, cardSize, 8)
    .lineWidth(1)
    .strokeColor(color.iceBorder)
    .stroke();
  // One gray channel (qr-png.ts): a small image, and no alpha mask beside it in the PDF.
  doc.image(renderQrPng(ticket.reference), cardX + 8, cardY + 8, {
    width: qrSize,
    height: qrSize,
  });
  let below = cardY + cardSize + 8;
  doc
    .font('Courier')
    .fontSize(8)
    .fillColor(color.muted)
    .text(ticket.reference, MARGIN, below, { width: CONTENT_WIDTH, align: 'center' });
  below += 14;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(color.navy)
    .text('Scan at the entrance · One scan admits one guest', MARGIN, below, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
  below += 15;
  if (ticket.addOns.length > 0) {
    const addOns = ticket.addOns.map((item) => `${item.name} × ${item.count}`).join(', ');
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(color.muted)
      .text(
        `Add-ons for this booking: ${addOns}. Collect them at the venue with order #${view.receipt}.`,
        MARGIN,
        below,
        {
          width: CONTENT_WIDTH,
          align: 'center',
        },
      );
  }

  drawFooter(doc, [
    [ticket.place.venue, ticket.place.address, ticket.place.phone].filter(Boolean).join(' · '),
    'Nontransferable. Resale is not allowed. All sales are final.',
    `Questions? ${view.brand.supportEmail}`,
  ]);
}

function drawReceipt(doc: Doc, view: ConfirmationView): void {
  const right = `Order #${view.receipt}`;
  const footer = [
    view.brand.foundationName,
    `Questions? ${view.brand.supportEmail} · mention order #${view.receipt}`,
  ];
  drawHeader(doc, view.brand.foundationName, 'Receipt', right);
  let y = HEADER_HEIGHT + 22;

  const ensureRoom = (height: number) => {
    if (y + height <= FOOTER_TOP - 10) return;
    drawFooter(doc, footer);
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    drawHeader(doc, view.brand.foundationName, 'Receipt (continued)', right);
    y = HEADER_HEIGHT + 22;
  };
  const amountRow = (
    label: string,
    amount: string,
    options: { bold?: boolean; indent?: number } = {},
  ) => {
    ensureRoom(16);
    const indent = options.indent ?? 0;
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.bold ? 11 : 9.5)
      .fillColor(color.navyText);
    doc.text(label, MARGIN + indent, y, {
      width: CONTENT_WIDTH - indent - 80,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(amount, MARGIN, y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    y += options.bold ? 17 : 14;
  };
  const rule = (weight = 0.75, tint = color.rule) => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE.width - MARGIN, y)
      .lineWidth(weight)
      .strokeColor(tint)
      .stroke();
    y += 8;
  };

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
      .text(label, MARGIN, y, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(color.navyText)
      .text(value, MARGIN + 100, y, {
        width: CONTENT_WIDTH - 100,
        lineBreak: false,
        ellipsis: true,
      });
    y += 14;
  }
  y += 8;
  rule();

  for (const line of view.lines) {
    ensureRoom(48);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(color.navy);
    const product = line.item ? `${line.product}: ${line.item}` : line.product;
    doc.text(product, MARGIN, y, { width: CONTENT_WIDTH });
    y += doc.heightOfString(product, { width: CONTENT_WIDTH }) + 1;
    const when = line.date ? `${line.date}${line.time ? `, ${line.time}` : ''}` : line.valid;
    if (when) {
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(color.blue)
        .text(when, MARGIN, y, { width: CONTENT_WIDTH, lineBreak: false });
      y += 13;
    }
    for (const item of line.ticketTypes)
      amountRow(`${item.count} × ${item.name}`, formatPrice(item.amountCents), { indent: 10 });
    for (const item of line.addOns)
      amountRow(`${item.count} × ${item.name} (add-on)`, formatPrice(item.amountCents), {
        indent: 10,
      });
    y += 6;
  }

  ensureRoom(100);
  rule();
  amountRow('Subtotal', formatUsd(view.subtotalCents));
  for (const coupon of view.coupons)
    amountRow(`Coupon ${coupon.code}`, `-${formatUsd(coupon.discountCents)}`);
  if (view.taxesCents > 0) amountRow('Taxes', formatUsd(view.taxesCents));
  if (view.donationCents > 0) {
    amountRow(`Donation to ${view.brand.foundationShortName}`, formatUsd(view.donationCents));
  }
  y += 2;
  rule(1.5, color.navy);
  amountRow('Total Paid', formatUsd(view.totalPaidCents), { bold: true });

  drawFooter(doc, footer);
}

// What the standard fonts can show beyond Latin-1 (Windows-1252's 0x80-0x9F).
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const lookalikes: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ø: 'O',
  ø: 'o',
};

/**
 * Text the standard PDF fonts can draw: other letters lose their accents ('ő' -> 'o') or become
 * a look-alike, and anything else a '?', rather than printing as garbage.
 */
export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (
        (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        winAnsiExtras.has(char)
      ) {
        return char;
      }
      if (lookalikes[char]) return lookalikes[char];
      const base = char.normalize('NFD').replace(/\p{Mn}/gu, '');
      return base !== char && [...base].every((c) => c.codePointAt(0)! <= 0xff) ? base : '?';
    })
    .join('');
}

function drawableStrings<T>(value: T): T {
  if (typeof value === 'string') return toWinAnsi(value) as T;
  if (Array.isArray(value)) return value.map(drawableStrings) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, drawableStrings(item)]),
    ) as T;
  }
  return value;
}

/** Renders the tickets and receipt of an order as a PDF. */
export async function renderTicketsPdf(confirmation: ConfirmationView): Promise<Buffer> {
  const view = drawableStrings(confirmation);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `Tickets for order #${view.receipt}`,
      Author: view.brand.foundationName,
      Subject: `${view.tickets.length} tickets and the receipt of order #${view.receipt}`,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const ticket of view.tickets) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    drawTicket(doc, view, ticket);
  }
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  drawReceipt(doc, view);
  doc.end();
  return finished;
}
