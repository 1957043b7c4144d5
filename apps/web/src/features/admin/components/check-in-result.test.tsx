import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckInResult } from './check-in-result.tsx';

describe('the result of a scan', () => {
  it('invites a scan before the first one', () => {
    render(<CheckInResult result={null} />);
    expect(screen.getByRole('status', { name: 'Scan result' })).toHaveTextContent(
      'Scan a ticket or type its code.',
    );
  });

  it('names the guest, the ticket type and the time (Denver) of an admission', () => {
    render(
      <CheckInResult
        result={{
          kind: 'admitted',
          admission: {
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
