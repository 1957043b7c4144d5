import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RegisteredFields } from './registered-fields.tsx';

function SignUp() {
  const form = useForm({ defaultValues: { email: '', password: '' } });
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(() => {})(event)}
      aria-label="Sign up"
    >
      <RegisteredFields
        register={form.register}
        errors={form.formState.errors}
        fields={[
          { name: 'email', label: 'Email', type: 'email', isRequired: true },
          { name: 'password', label: 'Password', type: 'password', description: '8 or more' },
        ]}
      />
      <button
        type="button"
        onClick={() => form.setError('email', { message: 'Enter a valid email.' })}
      >
        Refuse
      </button>
    </form>
  );
}

describe('text fields listed as descriptors', () => {
  it('draws each field in order, with its hint and its message from the form', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('8 or more');

    await user.type(email, 'ada@example.org');
    expect(email).toHaveValue('ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email.');
  });
});
