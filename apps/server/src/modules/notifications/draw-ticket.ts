/** One admission's page of the tickets PDF: what it admits to, its QR code, and its add-ons. */
import { formatTicketCode } from '@shop/core/check-in-api';
import type { ConfirmationView, Place, TicketUnit } from './confirmation-view.ts';
import {
  color,
  CONTENT_WIDTH,
  drawField,
  drawFooter,
  drawHeader,
  HEADER_HEIGHT,
  MARGIN,
  PAGE,
  type Doc,
} from './pdf-page.ts';
import { renderQrPng } from './qr-png.ts';

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

/** The activity and where it is; answers the top of what follows. */
function drawTicketHeading(doc: Doc, ticket: TicketUnit): number {
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
  return y;
}

/** The ticket's fields in two columns from `top`; answers the top of what follows. */
function drawTicketFields(doc: Doc, ticket: TicketUnit, receipt: string, top: number): number {
  let y = top + 8;
  // The left column is wider: it holds the long date ('Wednesday, September 30, 2026').
  const columns = [
    { x: MARGIN, width: 196 },
    { x: MARGIN + 212, width: CONTENT_WIDTH - 212 },
  ] as const;
  for (const row of fieldRows(ticket, receipt)) {
    const heights = row.map(([label, value], index) => {
      const column = columns[index]!;
      return drawField(
        doc,
        label,
        value,
        column.x,
        y,
        row.length === 1 ? CONTENT_WIDTH : column.width,
      );
    });
    y += Math.max(...heights) + 9;
  }
  return y;
}

/** The QR code in its card, its reference and how it is used; answers the top of what follows. */
function drawTicketQr(doc: Doc, ticket: TicketUnit, top: number): number {
  const qrSize = 158;
  const cardSize = qrSize + 16;
  const cardX = (PAGE.width - cardSize) / 2;
  const cardY = Math.max(top + 14, 290);
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
    .text(formatTicketCode(ticket.reference), MARGIN, below, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
  below += 14;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(color.navy)
    .text('Scan at the entrance · One scan admits one guest', MARGIN, below, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
  return below + 15;
}

/** Add-ons have no code of their own: they are collected with the order number. */
function drawTicketAddOns(doc: Doc, ticket: TicketUnit, receipt: string, top: number): void {
  if (ticket.addOns.length === 0) return;
  const addOns = ticket.addOns.map((item) => `${item.name} × ${item.count}`).join(', ');
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(color.muted)
    .text(
      `Add-ons for this booking: ${addOns}. Collect them at the venue with order #${receipt}.`,
      MARGIN,
      top,
      {
        width: CONTENT_WIDTH,
        align: 'center',
      },
    );
}

export function drawTicket(doc: Doc, view: ConfirmationView, ticket: TicketUnit): void {
  drawHeader(
    doc,
    view.brand.foundationName,
    'Admission Ticket',
    `Ticket ${ticket.position} of ${ticket.count}`,
  );
  const fieldsTop = drawTicketHeading(doc, ticket);
  const qrTop = drawTicketFields(doc, ticket, view.receipt, fieldsTop);
  const addOnsTop = drawTicketQr(doc, ticket, qrTop);
  drawTicketAddOns(doc, ticket, view.receipt, addOnsTop);
  drawFooter(doc, [
    [ticket.place.venue, ticket.place.address, ticket.place.phone].filter(Boolean).join(' · '),
    'Nontransferable. Resale is not allowed. All sales are final.',
    `Questions? ${view.brand.supportEmail}`,
  ]);
}
