import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
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

  it('takes focus from script when given a ref, so a change can send focus to it', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    render(<AdminPageHeading title="Cash owed" description="Refunds" headingRef={headingRef} />);
    headingRef.current?.focus();
    const heading = screen.getByRole('heading', { level: 1, name: 'Cash owed' });
    expect(heading).toHaveFocus();
    // Out of the Tab order: the page's controls come first.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
