import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfirmationActions } from './confirmation-actions.tsx';
import { DonationThanks } from './donation-thanks.tsx';
import { SentNotice } from './sent-notice.tsx';
import { WaiverLink } from './waiver-link.tsx';

describe('the parts both confirmations show', () => {
  it('says what was sent to which address', () => {
    render(
      <SentNotice email="ada@example.org" end=".">
        A copy of your receipt has been sent to
      </SentNotice>,
    );
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'SPAN' &&
          element.textContent === 'A copy of your receipt has been sent to ada@example.org.',
      ),
    ).toBeVisible();
  });

  it('thanks for the donation, with its amount', () => {
    render(<DonationThanks label="Donation to WLF" amountCents={2500} />);
    expect(screen.getByRole('region', { name: 'Donation to WLF' })).toHaveTextContent(
      'Amount$25.00Thank you!',
    );
  });

  it('opens a waiver in a new tab, and says so', () => {
    render(<WaiverLink href="https://waivers.example.org/1">Sign Waiver</WaiverLink>);
    const link = screen.getByRole('link', { name: /^Sign Waiver\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', 'https://waivers.example.org/1');
  });

  it('leads back to the activities, or on to more tickets', () => {
    render(
      <MemoryRouter>
        <ConfirmationActions />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to Activities' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Purchase Tickets' })).toBeVisible();
  });
});
