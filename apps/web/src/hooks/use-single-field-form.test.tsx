import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RegisteredTextField } from '../components/ui/registered-text-field.tsx';
import { useSingleFieldForm } from './use-single-field-form.ts';

const resolver = zodResolver(z.object({ code: z.string().trim().min(1, 'Enter a code.') }));

function CodeForm({ apply }: { apply: (code: string) => Promise<string | null> }) {
  const { form, submit } = useSingleFieldForm({
    resolver,
    name: 'code',
    apply: ({ code }) => apply(code),
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <RegisteredTextField
        label="Code"
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
      />
      <button type="submit">Apply</button>
    </form>
  );
}

describe('a form of one field applied at once', () => {
  it('empties the field once the value applied', async () => {
    const user = userEvent.setup();
    const apply = vi.fn().mockResolvedValue(null);
    render(<CodeForm apply={apply} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'SKI10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // The resolver checks asynchronously, then the value is applied: the field empties after.
    await waitFor(() => expect(apply).toHaveBeenCalledWith('SKI10'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue(''));
  });

  it('keeps the value and shows why it did not apply', async () => {
    const user = userEvent.setup();
    render(<CodeForm apply={() => Promise.resolve('This code has expired.')} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const box = screen.getByRole('textbox', { name: 'Code' });
    // The answer comes after the resolver's check and the apply's promise.
    await waitFor(() => expect(box).toHaveAccessibleDescription('This code has expired.'));
    expect(box).toHaveValue('OLD');
  });

  it('checks the value with its schema before applying it', async () => {
    const user = userEvent.setup();
    const apply = vi.fn();
    render(<CodeForm apply={apply} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a code.')).toBeVisible();
    expect(apply).not.toHaveBeenCalled();
  });
});
