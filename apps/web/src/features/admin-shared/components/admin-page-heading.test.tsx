import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../components/ui/button.tsx';
import { AdminPageHeading } from './admin-page-heading.tsx';

describe('a back-office page’s heading', () => {
  it('names the page, says what it is for and offers its action', () => {
    render(
      <AdminPageHeading
        title="Venues"
        description="Where activities happen, in the shop’s tab order."
        action={<Button>New venue</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Venues' })).toBeInTheDocument();
    expect(screen.getByText('Where activities happen, in the shop’s tab order.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New venue' })).toBeInTheDocument();
  });

  it('is the title alone when the page says nothing more', () => {
    const { container } = render(<AdminPageHeading title="Change password" />);
    expect(container.firstElementChild).toBe(
      screen.getByRole('heading', { level: 1, name: 'Change password' }),
    );
  });
});
