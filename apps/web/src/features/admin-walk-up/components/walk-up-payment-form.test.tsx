import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { walkUpTexts } from '@shop/core/walk-up-api';
import { WalkUpPaymentForm } from './walk-up-payment-form.tsx';

describe('the walk-up payment form', () => {
  it('shows the amount due and the change for the cash tendered', async () => {
    const user = userEvent.setup();
    render(<WalkUpPaymentForm dueCents={4826} onSubmit={vi.fn()} />);
    expect(screen.getByText('Amount due: $48.26')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Amount tendered/), '40');
    expect(screen.getByRole('status')).toHaveTextContent('Short by $8.26');
    await user.clear(screen.getByLabelText(/Amount tendered/));
    await user.type(screen.getByLabelText(/Amount tendered/), '50');
    expect(screen.getByRole('status')).toHaveTextContent('Change to give: $1.74');
  });

  it('refuses to record a cash sale short of the amount due', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<WalkUpPaymentForm dueCents={6877} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText(walkUpTexts.tenderedRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Amount tendered/), '50');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText(walkUpTexts.cashShortOf(5000, 6877))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Amount tendered/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Amount tendered/));
    await user.type(screen.getByLabelText(/Amount tendered/), '70');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ method: 'cash', tendered: '70' });
  });

  it('needs the buyer name, and the card only when paying by card', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<WalkUpPaymentForm dueCents={4500} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Charge $45.00' }));
    expect(await screen.findByText("Expiration month can't be blank")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.type(screen.getByLabelText(/Amount tendered/), '45');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: '',
      method: 'cash',
    });
  });
});
