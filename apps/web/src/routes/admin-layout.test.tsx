import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('the back office guard', () => {
  it('sends a visitor without a staff session to the login, keeping where they were going', async () => {
    const { router } = renderApp('/admin/audit-log?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/admin/audit-log?page=2')}`,
    );
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });
});
