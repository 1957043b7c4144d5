import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('the membership confirmation page', () => {
  it('says a membership order it cannot find could not be loaded, with no thanks and no retry', async () => {
    renderApp('/memberships/confirmation/no-such-membership-order-0000000000');
    expect(
      await screen.findByRole('heading', { name: 'An error occurred while loading your order.' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Thank You' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your order has been received.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Activities' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});
