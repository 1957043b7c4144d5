/**
 * Pass holders' cards as a PDF (issue 31): one half-letter page a holder with the name, the
 * product, the valid dates and the QR code the gate scans, for the membership confirmation
 * e-mail and the account page. The same frame and QR as the tickets PDF.
 */
import { formatPassCode } from '@shop/core/membership-entitlements';
import type { PassCard } from '@shop/core/pass-card-api';
import { formatCalendarDate } from '@shop/core/shop-time';
import {
  addPdfPage,
  color,
  CONTENT_WIDTH,
  drawField,
  drawFooter,
  drawHeader,
  HEADER_HEIGHT,
  MARGIN,
  PAGE,
  startPdf,
  type Doc,
} from './pdf-page.ts';
import { renderQrPng } from './qr-png.ts';
import { drawableStrings } from './tickets-pdf.ts';

const PHOTO_SIZE = 80;

/** The holder's photo at the top right (decision 091); answers where the text beside it ends. */
function drawPhoto(doc: Doc, photo: Buffer, top: number): number {
  const x = PAGE.width - MARGIN - PHOTO_SIZE;
  doc.save();
  doc.roundedRect(x, top, PHOTO_SIZE, PHOTO_SIZE, 8).clip();
  doc.image(photo, x, top, { width: PHOTO_SIZE, height: PHOTO_SIZE });
  doc.restore();
  doc
    .roundedRect(x, top, PHOTO_SIZE, PHOTO_SIZE, 8)
    .lineWidth(1)
    .strokeColor(color.iceBorder)
    .stroke();
  return top + PHOTO_SIZE;
}

function drawCard(doc: Doc, card: PassCard, foundationName: string, photo?: Buffer): void {
  drawHeader(doc, foundationName, 'Membership Card', card.memberCode);
  let y = HEADER_HEIGHT + 24;
  const photoBottom = photo ? drawPhoto(doc, photo, y - 4) : 0;
  const textWidth = photo ? CONTENT_WIDTH - PHOTO_SIZE - 12 : CONTENT_WIDTH;
  const name = `${card.firstName} ${card.lastName}`;
  doc.font('Helvetica-Bold').fontSize(21).fillColor(color.navy);
  doc.text(name, MARGIN, y, { width: textWidth });
  y += doc.heightOfString(name, { width: textWidth }) + 4;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(color.blue)
    .text(card.product ?? 'No pass yet', MARGIN, y, { width: textWidth });
  y = Math.max(y + 26, photoBottom + 12);
  const half = (CONTENT_WIDTH - 16) / 2;
  const heights = [
    drawField(
      doc,
      'Valid from',
      card.startsOn ? formatCalendarDate(card.startsOn) : '—',
      MARGIN,
      y,
      half,
    ),
    drawField(
      doc,
      'Valid until',
      card.expiresOn ? formatCalendarDate(card.expiresOn) : '—',
      MARGIN + half + 16,
      y,
      half,
    ),
  ];
  y += Math.max(...heights) + 10;
  drawField(doc, 'Member ID', card.memberCode, MARGIN, y, CONTENT_WIDTH);

  const qrSize = 170;
  const boxSize = qrSize + 16;
  const boxX = (PAGE.width - boxSize) / 2;
  const boxY = 290;
  doc
    .roundedRect(boxX, boxY, boxSize, boxSize, 8)
    .lineWidth(1)
    .strokeColor(color.iceBorder)
    .stroke();
  doc.image(renderQrPng(card.code), boxX + 8, boxY + 8, { width: qrSize, height: qrSize });
  const below = boxY + boxSize + 8;
  doc
    .font('Courier')
    .fontSize(8)
    .fillColor(color.muted)
    .text(formatPassCode(card.code), MARGIN, below, { width: CONTENT_WIDTH, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(color.navy)
    .text('Show at the entrance · Admits this pass holder only', MARGIN, below + 14, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
  drawFooter(doc, [
    'This card admits its holder to what the membership includes, while it is valid.',
    'A lost card can be replaced at the box office; the old one then stops working.',
  ]);
}

/** Renders the cards, one page each, as a PDF; `photos` are JPEG or PNG bytes by card code. */
export async function renderPassCardsPdf(
  cards: PassCard[],
  brand: { foundationName: string },
  photos: ReadonlyMap<string, Buffer> = new Map(),
): Promise<Buffer> {
  const view = drawableStrings({ cards, brand });
  const { doc, finished } = startPdf({
    Title:
      cards.length === 1 ? `Membership card of ${view.cards[0]!.firstName}` : 'Membership cards',
    Author: view.brand.foundationName,
    Subject: `${cards.length} membership card${cards.length === 1 ? '' : 's'}`,
  });
  for (const card of view.cards) {
    addPdfPage(doc);
    drawCard(doc, card, view.brand.foundationName, photos.get(card.code));
  }
  doc.end();
  return finished;
}
