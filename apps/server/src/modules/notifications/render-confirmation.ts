/**
 * The CPU-heavy half of a confirmation e-mail: its subject, HTML and text parts and the tickets
 * PDF, from the view alone (no database, no clock), so it can run on the render thread
 * (confirmation-renderer.ts) as well as inline.
 */
import type { ConfirmationView } from './confirmation-view.ts';
import {
  confirmationSubject,
  renderConfirmationHtml,
  renderConfirmationText,
} from './order-confirmation-email.ts';
import { renderTicketsPdf } from './tickets-pdf.ts';

export interface RenderedConfirmation {
  subject: string;
  html: string;
  text: string;
  pdf: Buffer;
}

export type RenderConfirmation = (view: ConfirmationView) => Promise<RenderedConfirmation>;

export async function renderConfirmation(view: ConfirmationView): Promise<RenderedConfirmation> {
  return {
    subject: confirmationSubject(view),
    html: renderConfirmationHtml(view),
    text: renderConfirmationText(view),
    pdf: await renderTicketsPdf(view),
  };
}
