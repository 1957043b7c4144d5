import type { StaffListMember } from '@shop/core/staff-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffTable } from './staff-table.tsx';

const member = (id: number, name: string, state: Partial<StaffListMember>): StaffListMember => ({
  id,
  email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
  name,
  role: 'box-office',
  active: true,
  twoFactorEnabled: false,
  hasSetPassword: true,
  createdAt: '2026-11-28T15:00:00.000Z',
  ...state,
});

const statusIn = (name: string) => {
  const row = screen.getByRole('row', { name: new RegExp(name) });
  const status = screen
    .getAllByRole('columnheader')
    .findIndex((header) => /Status/.test(header.textContent ?? ''));
  return within(row).getAllByRole('cell')[status]?.textContent;
};

describe('the staff table', () => {
  it('shows who has not set a password from their invitation yet as invited', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StaffTable
          members={[
            member(1, 'Ivy Invited', { hasSetPassword: false }),
            member(2, 'Al Active', {}),
            member(3, 'Dee Gone', { active: false, hasSetPassword: false }),
          ]}
        />
      </QueryClientProvider>,
    );
    expect(statusIn('Ivy Invited')).toBe('Invited');
    expect(statusIn('Al Active')).toBe('Active');
    expect(statusIn('Dee Gone')).toBe('Deactivated');
    // The invited member can still be sent a new link.
    expect(screen.getByRole('button', { name: /Reset password\s*of Ivy Invited/ })).toBeVisible();
  });
});
