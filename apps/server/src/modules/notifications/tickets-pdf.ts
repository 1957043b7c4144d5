/**
 * The tickets PDF attached to the confirmation: one half-letter page per admission, each with
 * its QR code, then the receipt. Add-ons are listed (on their line's tickets and the receipt)
 * but get no QR code of their own: they are collected at the venue with the order number.
 */
import type { ConfirmationView } from './confirmation-view.ts';
import { drawReceipt } from './draw-receipt.ts';
import { drawTicket } from './draw-ticket.ts';
import { addPdfPage, startPdf } from './pdf-page.ts';

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

export function drawableStrings<T>(value: T): T {
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
  const { doc, finished } = startPdf({
    Title: `Tickets for order #${view.receipt}`,
    Author: view.brand.foundationName,
    Subject: `${view.tickets.length} tickets and the receipt of order #${view.receipt}`,
  });
  for (const ticket of view.tickets) {
    addPdfPage(doc);
    drawTicket(doc, view, ticket);
  }
  addPdfPage(doc);
  drawReceipt(doc, view);
  doc.end();
  return finished;
}
