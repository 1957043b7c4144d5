import { afterAll, expect, it } from 'vitest';
import type { ConfirmationView, Place, TicketUnit } from './confirmation-view.ts';
import { createThreadRenderer } from './confirmation-renderer.ts';
import { renderConfirmation } from './render-confirmation.ts';

const renderer = createThreadRenderer();
afterAll(() => renderer.close());

const place: Place = {
  venue: 'Utah Olympic Park',
  location: 'Utah Olympic Park · Zipline Tower',
  address: '3419 Olympic Pkwy, Park City, UT 84098',
  phone: '435-658-4200',
};
const schedule = { date: 'Thursday, December 10, 2026', time: '12:00 PM – 1:00 PM', valid: null };

function ticket(n: number, ticketType: string, attendee: string | null): TicketUnit {
  return {
    ...schedule,
    reference: `TICKETCODE${String.fromCharCode(65 + n)}234567ABCDEFGHIJ`,
    position: n,
    count: 3,
    activity: 'Extreme Zipline Tour',
    item: null,
    place,
    ticketType,
    attendee,
    addOns: [{ name: 'Photo Package', count: 1, amountCents: 1500 }],
  };
}

const view: ConfirmationView = {
  brand: {
    foundationName: 'Wasatch Legacy Foundation',
    foundationShortName: 'Wasatch Legacy',
    supportEmail: 'tickets@wasatchlegacy.org',
    publicUrl: 'https://tickets.example.org',
  },
  change: null,
  receipt: '100200',
  customerName: 'Ana Rider',
  email: 'ana.rider@example.com',
  purchaseDate: 'Tuesday, December 1, 2026',
  paymentMethod: 'Visa ending in 1111',
  subtotalCents: 14000,
  coupons: [],
  couponSavingsCents: null,
  taxesCents: 1016,
  donationCents: 0,
  totalPaidCents: 15016,
  lines: [
    {
      ...schedule,
      product: 'Extreme Zipline Tour',
      item: null,
      place,
      ticketTypes: [
        { name: 'Adult', count: 2, amountCents: 9000 },
        { name: 'Child (6-12)', count: 1, amountCents: 3500 },
      ],
      addOns: [{ name: 'Photo Package', count: 1, amountCents: 1500 }],
      taxesCents: 1016,
      totalCents: 15016,
    },
  ],
  waivers: [],
  links: {
    view: 'https://tickets.example.org/orders/confirmation/abc',
    edit: 'https://tickets.example.org/orders/abc/edit',
    calendar: 'https://tickets.example.org/api/v1/ticketing/orders/abc/calendar.ics',
  },
  tickets: [
    ticket(1, 'Adult', 'Ana Rider'),
    ticket(2, 'Adult', null),
    ticket(3, 'Child (6-12)', 'Zoë O’Brien'),
  ],
  ticketsFilename: 'tickets-100200.pdf',
};

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

it('renders on its thread the same e-mail as inline, with a PDF of one QR code per admission', async () => {
  const [threaded, inline] = await Promise.all([renderer.render(view), renderConfirmation(view)]);
  expect(threaded.subject).toBe('Your tickets: order #100200');
  expect(threaded.html).toBe(inline.html);
  expect(threaded.text).toBe(inline.text);

  expect(Buffer.isBuffer(threaded.pdf)).toBe(true);
  const source = threaded.pdf.toString('latin1');
  expect(source.startsWith('%PDF-')).toBe(true);
  expect(source.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(count(source, /\/Subtype \/Image/g)).toBe(3);
  expect(count(source, /\/Type \/Page\b/g)).toBe(4);
  expect(source).toContain('(Tickets for order #100200)');
  // The same document as inline, but for its creation date and the file id made from it.
  const undated = (pdf: Buffer) =>
    pdf
      .toString('latin1')
      .replace(/\(D:\d+Z\)/g, '')
      .replace(/\/ID \[<\w+> <\w+>\]/, '');
  expect(undated(threaded.pdf)).toBe(undated(inline.pdf));
});

it('answers a rendering failure as an error, and renders the next view', async () => {
  const broken = { ...view, tickets: null } as unknown as ConfirmationView;
  await expect(renderer.render(broken)).rejects.toMatchObject({
    name: 'TypeError',
    message: expect.stringContaining('null'),
  });
  const rendered = await renderer.render(view);
  expect(count(rendered.pdf.toString('latin1'), /\/Subtype \/Image/g)).toBe(3);
});
