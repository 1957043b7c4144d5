/**
 * The foundation's terms of service shown from the checkout (SPEC sections 2 and 9): last updated
 * June 11, 2019; Utah law; no refunds (weather included); nontransferable tickets, no resale;
 * Any Day, Annual and Season tickets valid until they expire, others for their date and time.
 */
import type { ReactNode } from 'react';

const TERMS_LAST_UPDATED = 'June 11, 2019';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-bold text-navy-950">{title}</h3>
      {children}
    </section>
  );
}

/** Sections 1 to 6: who the terms bind and how the shop may be used. */
function UsingTheShop({ we }: { we: string }) {
  return (
    <>
      <Section title="1. Scope of these terms">
        <p>
          These Terms and Conditions govern your use of the {we} online ticket shop and every
          purchase you make through it, including activity tickets, add-ons, memberships and
          donations. The {we} (“the Foundation”, “we”, “us”) operates the venues, programs and
          events offered here. By using the shop or placing an order you agree to these terms. If
          you do not agree, please do not use the shop.
        </p>
      </Section>

      <Section title="2. Parents and children">
        <p>
          The shop is not aimed at children under 13, and we do not knowingly collect personal
          information from them. A parent or legal guardian must make purchases for a child and
          accepts these terms on the child’s behalf. Some activities have their own age, height,
          weight or health requirements, which are stated on the activity page and enforced at the
          venue.
        </p>
      </Section>

      <Section title="3. Electronic communications">
        <p>
          When you place an order or write to us, you agree to receive communications from us
          electronically, including order confirmations, tickets, receipts and notices about your
          booking, at the e-mail address you give. Notices we send electronically satisfy any legal
          requirement that they be in writing. Please check that your e-mail address is correct: we
          are not responsible for tickets sent to an address entered incorrectly.
        </p>
      </Section>

      <Section title="4. License to use the shop">
        <p>
          We grant you a limited, revocable, non-exclusive license to use the shop for your own
          personal, non-commercial purchases. You may not copy, scrape, resell or otherwise exploit
          the shop or its content, use automated means to place orders or hold inventory, or
          interfere with the shop’s security or operation. All names, logos, photographs and text on
          the shop belong to the Foundation or its licensors.
        </p>
      </Section>

      <Section title="5. Content you submit">
        <p>
          Information you give us, such as booking details, attendee details and messages, must be
          accurate and must not be unlawful, offensive or infringe anyone’s rights. You grant us the
          right to use it to fulfil your order, operate our programs and keep our records. We may
          refuse or remove content that breaks these terms.
        </p>
      </Section>

      <Section title="6. Privacy">
        <p>
          We collect the personal information needed to process your order, admit you to our venues,
          keep you safe and tell you about your booking. Card details are sent directly to our
          payment processor and are never stored by the Foundation. We do not sell your personal
          information. Our handling of personal information is described in our privacy policy,
          which forms part of these terms.
        </p>
      </Section>
    </>
  );
}

/** Sections 7 to 12: prices, no refunds or resale, hours, force majeure and changes. */
function BuyingTickets() {
  return (
    <>
      <Section title="7. Prices and pricing errors">
        <p>
          Prices are shown in US dollars and include the taxes shown at checkout. Prices and
          availability may change without notice until your order is confirmed. Despite our care, an
          item may occasionally be listed at an incorrect price. If we discover such an error, we
          may cancel the order, refund any amount paid and let you know, even after the order has
          been confirmed.
        </p>
      </Section>

      <Section title="8. No refunds, no transfers and no resale">
        <p>
          <strong>
            All sales are final. No refunds are given for any reason, including weather
          </strong>
          , illness, travel delays or a change of plans. You may be able to change the date or time
          of a reservation as described on your confirmation, subject to availability.
        </p>
        <p>
          Tickets are nontransferable and are valid only for the person and purchase they were
          issued for. The resale of tickets, including through online marketplaces, is banned;
          resold or altered tickets may be cancelled without refund and the holder refused entry.
        </p>
        <p>
          Any Day, Annual and Season tickets are valid until the expiry date shown on the ticket.
          All other tickets are valid only for the date and time booked; a missed date or time
          cannot be refunded or rescheduled.
        </p>
      </Section>

      <Section title="9. Changes to operating hours">
        <p>
          Operating hours, activities and programs depend on weather, snow and ice conditions,
          maintenance, competitions and events. We may change hours, close a venue or activity, or
          change an activity’s content at any time, and will try to tell ticket holders in advance
          when we can.
        </p>
      </Section>

      <Section title="10. Force majeure">
        <p>
          We are not responsible for any failure or delay in providing an activity caused by events
          beyond our reasonable control, including severe weather, natural disasters, fire, power or
          equipment failure, public health orders, acts of government, labor disputes, civil unrest
          or acts of terrorism.
        </p>
      </Section>

      <Section title="11. Termination">
        <p>
          We may suspend or end your access to the shop, cancel orders, or refuse entry to our
          venues if you break these terms, misuse the shop, act unsafely or behave in a way that
          endangers or disturbs others. Sections that by their nature should survive termination,
          including liability, indemnification and governing law, continue to apply.
        </p>
      </Section>

      <Section title="12. Changes to these terms">
        <p>
          We may update these terms from time to time. The date at the top shows when they last
          changed. The terms in force when you place an order apply to that order; continuing to use
          the shop after a change means you accept the updated terms.
        </p>
      </Section>
    </>
  );
}

/** Sections 13 to 17: liability, indemnification, Utah law, links and severability. */
function LegalTerms() {
  return (
    <>
      <Section title="13. Limitation of liability">
        <p>
          Winter sports and outdoor activities carry inherent risks, and participants may be asked
          to sign a separate waiver before taking part. The shop and its content are provided “as
          is”. To the fullest extent permitted by law, the Foundation, its staff, volunteers and
          partners are not liable for any indirect, incidental, special or consequential loss
          arising from your use of the shop or the purchase of tickets, and our total liability for
          any claim relating to an order is limited to the amount you paid for that order.
        </p>
      </Section>

      <Section title="14. Indemnification">
        <p>
          You agree to indemnify and hold harmless the Foundation, its directors, staff, volunteers
          and partners from any claim, loss or expense, including reasonable attorneys’ fees,
          arising from your breach of these terms, your misuse of the shop or your conduct at our
          venues.
        </p>
      </Section>

      <Section title="15. Governing law">
        <p>
          These terms are governed by the laws of the State of Utah, without regard to its
          conflict-of-law rules. Any dispute relating to these terms or your purchase will be
          brought exclusively in the state or federal courts located in Salt Lake County, Utah, and
          you consent to their jurisdiction.
        </p>
      </Section>

      <Section title="16. Links to other sites">
        <p>
          The shop may link to websites run by others, such as waiver, mapping or partner sites. We
          do not control and are not responsible for their content, terms or privacy practices;
          visiting them is at your own risk.
        </p>
      </Section>

      <Section title="17. Severability">
        <p>
          If any provision of these terms is found unenforceable, it will be enforced to the fullest
          extent permitted and the remaining provisions will stay in full force and effect. Our
          failure to enforce any provision is not a waiver of it.
        </p>
      </Section>
    </>
  );
}

export function TermsOfService({
  foundationName,
  supportEmail,
}: {
  foundationName: string;
  supportEmail: string;
}) {
  const we = foundationName;
  return (
    <div className="space-y-6 text-[0.9375rem] leading-relaxed text-slate-800">
      <p className="text-sm font-semibold text-slate-600">Last updated: {TERMS_LAST_UPDATED}</p>

      <UsingTheShop we={we} />
      <BuyingTickets />
      <LegalTerms />

      <p>
        Questions about these terms? Write to us at{' '}
        <a
          href={`mailto:${supportEmail}`}
          className="font-semibold text-glacier-700 underline underline-offset-4"
        >
          {supportEmail}
        </a>
        .
      </p>
    </div>
  );
}
