import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GuardedForm } from './guarded-form.tsx';

describe('a form guarded against a second submit', () => {
  it('sends a submit, and ignores one while the last is under way', () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(
      <GuardedForm aria-label="Coupon" isSubmitting={false} onSubmit={onSubmit}>
        <button type="submit">Apply</button>
      </GuardedForm>,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Coupon' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <GuardedForm aria-label="Coupon" isSubmitting onSubmit={onSubmit}>
        <button type="submit">Apply</button>
      </GuardedForm>,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Coupon' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
