import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('the waiting list page', () => {
  it('says so when the link names no place in line', async () => {
    renderApp(`/waitlist/${'x'.repeat(43)}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Waiting list place not found');
    expect(alert).toHaveTextContent('it was left, or a newer link was e-mailed');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Waiting List Place');
    expect(screen.getByRole('link', { name: 'See the activities' })).toHaveAttribute(
      'href',
      '/activities',
    );
  });
});
