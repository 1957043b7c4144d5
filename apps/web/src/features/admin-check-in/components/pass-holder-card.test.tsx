import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PassHolderMatch } from '@shop/core/pass-holder-lookup-api';
import { describe, expect, it, vi } from 'vitest';
import { PassHolderCard } from './pass-holder-card.tsx';

const dana: PassHolderMatch = {
  memberId: 12,
  name: 'Dana Powell',
  memberCode: 'M200001',
  product: 'Family Pass',
  startsOn: '2026-11-01',
  expiresOn: '2027-10-31',
  standing: 'valid',
  hasCard: true,
  photoUrl: null,
};

function renderCard(holder: PassHolderMatch, onAdmit = vi.fn()) {
  render(
    <ul>
      <PassHolderCard holder={holder} onAdmit={onAdmit} isAdmitting={false} isBusy={false} />
    </ul>,
  );
  return onAdmit;
}

describe('a pass holder found at the gate', () => {
  it('shows the name, pass, its dates and standing, an empty photo frame, and admits on a press', async () => {
    const onAdmit = renderCard(dana);
    const card = screen.getByRole('listitem');
    expect(screen.getByRole('heading', { level: 3, name: 'Dana Powell' })).toBeVisible();
    expect(card).toHaveTextContent('Current');
    expect(card).toHaveTextContent('Family Pass');
    expect(card).toHaveTextContent('Valid Nov 1, 2026 to Oct 31, 2027');
    expect(card).toHaveTextContent('Member M200001');
    expect(card).toHaveTextContent('No photo');
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Admit Dana Powell' }));
    expect(onAdmit).toHaveBeenCalledOnce();
  });

  it('shows the photo where one was taken, and an expired or revoked pass as such', () => {
    renderCard({ ...dana, standing: 'expired', photoUrl: '/api/v1/images/3/image' });
    expect(screen.getByRole('img', { name: 'Photo of Dana Powell' })).toHaveAttribute(
      'src',
      '/api/v1/images/3/image',
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Expired');
  });

  it('offers no admission to a holder without a card in use, saying why', () => {
    renderCard({ ...dana, standing: 'revoked', hasCard: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('Revoked');
    expect(screen.getByRole('listitem')).toHaveTextContent('has no card in use');
  });
});
