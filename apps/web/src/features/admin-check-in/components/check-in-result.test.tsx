import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckInResult } from './check-in-result.tsx';

describe('the result of a scan', () => {
  it('invites a scan before the first one', () => {
    render(<CheckInResult result={null} />);
    expect(screen.getByRole('status', { name: 'Scan result' })).toHaveTextContent(
      'Scan a ticket or pass card, or type its code.',
    );
  });

  it('names the guest, the ticket type and the time (Denver) of an admission', () => {
    render(
      <CheckInResult
        result={{
          kind: 'admitted',
          admission: {
            kind: 'ticket',
            id: 4,
            sessionId: 9,
            admittedAt: '2026-12-08T17:05:00.000Z',
            staffName: 'Gale Gatekeeper',
            guestName: 'Ana Rider',
            ticketType: 'Adult',
            receipt: '100042',
          },
        }}
      />,
    );
    expect(screen.getByRole('status', { name: 'Scan result' })).toHaveTextContent(
      'AdmittedAna RiderAdultOrder #100042 · checked in at 10:05 AM',
    );
  });

  it('shows a pass holder as such, with the product and the last valid day', () => {
    render(
      <CheckInResult
        result={{
          kind: 'admitted',
          admission: {
            kind: 'pass',
            id: 7,
            sessionId: 9,
            admittedAt: '2026-12-08T17:05:00.000Z',
            staffName: 'Gale Gatekeeper',
            guestName: 'Bo Skier',
            memberCode: 'M200042',
            product: 'Dual Pass',
            validUntil: '2027-11-30',
            memberId: 42,
            photoUrl: null,
          },
        }}
      />,
    );
    expect(screen.getByRole('status', { name: 'Scan result' })).toHaveTextContent(
      'AdmittedPass holderBo SkierDual PassValid until Tuesday, November 30, 2027Member M200042 · checked in at 10:05 AM',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the pass holder’s photo, where one was taken, to compare with the guest', () => {
    render(
      <CheckInResult
        result={{
          kind: 'admitted',
          admission: {
            kind: 'pass',
            id: 7,
            sessionId: 9,
            admittedAt: '2026-12-08T17:05:00.000Z',
            staffName: 'Gale Gatekeeper',
            guestName: 'Bo Skier',
            memberCode: 'M200042',
            product: 'Dual Pass',
            validUntil: '2027-11-30',
            memberId: 42,
            photoUrl: '/api/v1/photos/Q2x1YmhvdXNlLXBob3RvLWtleQ',
          },
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Photo of Bo Skier' })).toHaveAttribute(
      'src',
      '/api/v1/photos/Q2x1YmhvdXNlLXBob3RvLWtleQ',
    );
  });

  it('says why a pass card is refused, by its title and message', () => {
    render(
      <CheckInResult
        result={{
          kind: 'refused',
          title: 'Expired',
          message: 'Expired on Mon, Nov 30, 2026. This Dual Pass no longer admits its holder.',
        }}
      />,
    );
    expect(screen.getByRole('status', { name: 'Scan result' })).toHaveTextContent(
      'ExpiredExpired on Mon, Nov 30, 2026. This Dual Pass no longer admits its holder.',
    );
  });

  it('says why a ticket is refused, in its own words', () => {
    render(
      <CheckInResult
        result={{ kind: 'refused', title: 'Already used', message: 'Used at 9:00 AM by Bo.' }}
      />,
    );
    expect(screen.getByRole('status', { name: 'Scan result' })).toHaveTextContent(
      'Already usedUsed at 9:00 AM by Bo.',
    );
  });
});
