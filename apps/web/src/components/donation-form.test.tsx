import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonationForm } from './donation-form.tsx';

describe('the donation form', () => {
  it('does not mark the optional gift as required', () => {
    render(<DonationForm foundationName="Wasatch Legacy Foundation" onDonate={async () => null} />);
    const amount = screen.getByRole('textbox', { name: 'Donation amount' });
    expect(amount).not.toBeRequired();
    expect(amount).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Donation amount').closest('label')).not.toHaveTextContent('*');
  });
});
