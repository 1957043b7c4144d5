import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatTicketCode } from '@shop/core/check-in-api';
import { formatUsd } from '@shop/core/money';
import { outbox, ticketCodes } from '../../db/schema.ts';
import { createTestApp, testSettings, type TestApp } from '../../test/test-app.ts';
import { deliverDueMessages } from '../../worker/deliver-outbox.ts';
import { createOutboxHandlers } from '../../worker/outbox-handlers.ts';
import { createOutboxRepository } from '../../worker/outbox-repository.ts';
import { listOutboxMessages, outboxDir } from './file-outbox.ts';
import { insertTestOrder, TEST_ORDER_ADMISSIONS } from './insert-test-order.ts';
import { createMailer } from './mailer.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

function deliver() {
  const settings = testSettings({ DATA_DIR: dataDir, PUBLIC_URL: 'https://tickets.example.org/' });
  const clock = () => t.now.value;
  return deliverDueMessages({
    repository: createOutboxRepository(t.database.db),
    handlers: createOutboxHandlers({
      db: t.database.db,
      settings,
      mailer: createMailer(settings, clock),
      clock,
    }),
    clock,
    log: t.app.log,
    maxAttempts: 8,
  });
}

async function onlyMessage() {
  const [message, ...others] = await listOutboxMessages(dataDir);
  expect(others).toEqual([]);
  const folder = path.join(outboxDir(dataDir), message!.id);
  const read = (file: string) => readFile(path.join(folder, file));
  return { message: message!, folder, read };
}

/** The PDF's compressed streams (its pages' drawing) inflated, as text. */
function pageContents(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/stream\n([\s\S]*?)\nendstream/g)];
  return streams
    .map((match) => {
      try {
        // Sync flush: a stream whose last byte the match took is still read whole enough.
        return inflateSync(Buffer.from(match[1]!, 'latin1'), {
          finishFlush: constants.Z_SYNC_FLUSH,
        }).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n')
    .toLowerCase();
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

describe('the order confirmation e-mail', () => {
  it('is written to the file outbox with its MIME source, HTML and tickets PDF, and the outbox row is sent', async () => {
    const order = await insertTestOrder(t);
    expect(await deliver()).toEqual({ sent: 1, retry: 0, failed: 0 });

    const { message, folder, read } = await onlyMessage();
    const pdfName = `tickets-${order.receipt}.pdf`;
    expect(message).toMatchObject({
      to: 'ana.rider@example.com',
      from: '"Wasatch Legacy Foundation" <tickets@wasatchlegacy.org>',
      subject: `Your tickets: order #${order.receipt}`,
      attachments: [{ filename: pdfName, contentType: 'application/pdf' }],
    });
    expect((await readdir(folder)).sort()).toEqual(
      ['message.eml', 'message.html', 'message.json', pdfName].sort(),
    );
    const eml = (await read('message.eml')).toString('utf8');
    expect(eml).toContain(`Subject: Your tickets: order #${order.receipt}`);
    expect(eml).toContain('To: ana.rider@example.com');
    expect(eml).toMatch(/Content-Type: multipart\/mixed/);
    expect(eml).toMatch(new RegExp(`Content-Type: application/pdf; name=${pdfName}`));

    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, order.outboxId));
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: t.now.value,
    });
  });

  it('says what the confirmation page says: receipt, totals, payment, each line, donation, waivers and links', async () => {
    const order = await insertTestOrder(t, {
      donationCents: 2500,
      coupon: { code: 'WINTER10', description: '$10 off', discountCents: 1000 },
    });
    await deliver();
    const html = (await (await onlyMessage()).read('message.html')).toString('utf8');
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

    for (const phrase of [
      'Wasatch Legacy Foundation',
      'Thank You',
      'Your order has been received.',
      `Order Number ${order.receipt}`,
      `Purchase Total ${formatUsd(order.totalPaidCents)}`,
      'Coupon Savings $10.00',
      'Payment Method Visa ending in 1111',
      'Extreme Zipline Tour',
      'Date Thursday, December 10, 2026, 12:00 PM – 1:00 PM',
      'Ticket Types 2 × Adult 1 × Child (6-12)',
      'Add-on 1 × Photo Package',
      'Total $150.16 (incl. $10.16 tax)',
      'Alf Engen Ski Museum Admission',
      'Item Any Day Admission',
      'Valid any one day through',
      'Bobsled Experience',
      'Date Wednesday, December 9, 2026, 2:00 PM – 3:30 PM',
      'Donation to Wasatch Legacy Amount $25.00 Thank you!',
      `Your ticket downloads (${TEST_ORDER_ADMISSIONS} tickets in tickets-${order.receipt}.pdf) and a copy of your receipt are attached`,
      'Sign Bobsled Participant Waiver',
      'Need to edit this order? Click Here',
      'Put your sessions in your calendar: Add to calendar',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(html).toContain(`href="https://tickets.example.org/orders/confirmation/${order.token}"`);
    expect(html).toContain(`href="https://tickets.example.org/orders/${order.token}/edit"`);
    expect(html).toContain(
      `href="https://tickets.example.org/api/v1/ticketing/orders/${order.token}/calendar.ics"`,
    );
    expect(html).toContain('href="https://waivers.wasatchlegacy.org/bobsled"');
  });

  it('leaves out coupon savings when no coupon was used', async () => {
    await insertTestOrder(t);
    await deliver();
    const html = (await (await onlyMessage()).read('message.html')).toString('utf8');
    expect(html).not.toContain('Coupon Savings');
    expect(html).toContain('Payment Method');
  });

  it('attaches a PDF with one page and one QR code per admission, and the receipt after them', async () => {
    const order = await insertTestOrder(t);
    await deliver();
    const pdf = await (await onlyMessage()).read(`tickets-${order.receipt}.pdf`);
    const source = pdf.toString('latin1');

    expect(source.startsWith('%PDF-')).toBe(true);
    // Add-ons (the zipline photo package) are listed but get no code of their own.
    expect(count(source, /\/Subtype \/Image/g)).toBe(TEST_ORDER_ADMISSIONS);
    expect(count(source, /\/Type \/Page\b/g)).toBe(TEST_ORDER_ADMISSIONS + 1);
    expect(source).toContain(`(Tickets for order #${order.receipt})`);
  });

  it("prints each admission's own unguessable code under its QR, and no guessable reference", async () => {
    const order = await insertTestOrder(t);
    await deliver();
    const pdf = await (await onlyMessage()).read(`tickets-${order.receipt}.pdf`);
    const pages = pageContents(pdf);
    const codes = await t.database.db
      .select({ code: ticketCodes.code })
      .from(ticketCodes)
      .where(eq(ticketCodes.orderId, order.orderId));

    expect(codes).toHaveLength(TEST_ORDER_ADMISSIONS);
    for (const { code } of codes) {
      expect(code).toMatch(/^[A-Z2-7]{26}$/);
      // PDFKit writes the standard fonts' text as hex strings.
      expect(pages).toContain(`<${Buffer.from(formatTicketCode(code)).toString('hex')}>`);
    }
    expect(pages).not.toContain(Buffer.from('WLF:').toString('hex'));
  });
});
