import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentForm, type PaymentFormProps } from './payment-form.tsx';

function renderPaymentForm(props: Partial<PaymentFormProps> = {}) {
  const onSubmit = vi.fn<PaymentFormProps['onSubmit']>().mockResolvedValue(undefined);
  render(
    <PaymentForm
      isPaymentSkipped
      recaptchaSiteKey={undefined}
      foundationName="Wasatch Legacy Foundation"
      supportEmail="tickets@wasatchlegacy.org"
      onSubmit={onSubmit}
      onDirtyChange={() => {}}
      onCardEntered={() => {}}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Skier');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.org');
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
}

describe('the payment form', () => {
  it('asks for a phone number unless the phone field is hidden by the build setting', async () => {
    const { onSubmit, user } = renderPaymentForm();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
        'Required',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('places the order without a phone number when the field is hidden', async () => {
    const { onSubmit, user } = renderPaymentForm({ isPhoneShown: false });
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.org',
      phone: '',
    });
  });

  it('starts from the values it is given and names its button as told', () => {
    renderPaymentForm({
      submitLabel: 'Continue',
      initialValues: { firstName: 'Ada', lastName: 'Skier', email: 'ada@example.org' },
    });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.org');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
