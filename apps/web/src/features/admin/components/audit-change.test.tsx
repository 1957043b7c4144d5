import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditChange } from './audit-change.tsx';

const member = {
  id: 3,
  name: 'Bo Office',
  email: 'bo@example.org',
  role: 'box-office',
  active: true,
  twoFactorEnabled: false,
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('an audit entry’s change', () => {
  it('lists only the fields that differ, old struck through and new beside it', () => {
    const { container } = render(
      <AuditChange before={member} after={{ ...member, role: 'manager', active: false }} />,
    );
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Role', 'Active']);
    expect(container.querySelector('del')).toHaveTextContent('Box office');
    expect(container.querySelector('ins')).toHaveTextContent('Manager');
    expect(screen.getAllByText(/changed to/)).toHaveLength(2);
  });

  it('lists what a creation made, without ids or timestamps', () => {
    const { container } = render(<AuditChange before={null} after={member} />);
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Name', 'Email', 'Role', 'Active', 'Two-factor']);
    expect(screen.getByText('Box office')).toBeVisible();
    expect(container.querySelector('del')).toBeNull();
  });

  it('says so when nothing changed', () => {
    render(<AuditChange before={member} after={member} />);
    expect(screen.getByText('No field changed')).toBeVisible();
  });
});
