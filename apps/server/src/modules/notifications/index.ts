/** What other modules may use of notifications: the mail port and the one e-mail frame. */
export {
  buildAccountNotice,
  emailBlock,
  emailButton,
  emailColor,
  emailSectionLabel,
  emailSummaryBox,
  emailSummaryRow,
  emailTable,
  emailThankYou,
  renderEmailPage,
  type EmailBrand,
} from './email-layout.ts';
export { escapeHtml, html, type SafeHtml } from './html.ts';
export { UndeliverableMessageError, type MailMessage, type Mailer } from './mail-port.ts';
export { renderPassCardsPdf } from './pass-card-pdf.ts';
