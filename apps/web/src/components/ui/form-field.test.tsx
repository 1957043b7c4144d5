import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ControlledFormField } from './controlled-form-field.tsx';
import { FormField } from './form-field.tsx';

describe('a field described as data', () => {
  it('is a labelled, required text box that answers what is typed', async () => {
    const onChange = vi.fn();
    render(
      <FormField
        field={{ kind: 'text', label: 'City', isRequired: true, description: 'Where you live' }}
        value=""
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'City' });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Where you live');
    await userEvent.type(box, 'P');
    expect(onChange).toHaveBeenCalledWith('P');
  });

  it('spells a typed date out beneath it, and not while the date has a message', () => {
    const field = { kind: 'date', label: 'Date of birth', isSpelledOut: true } as const;
    const { rerender } = render(<FormField field={field} value="1990-03-04" onChange={() => {}} />);
    expect(screen.getByText('04 March, 1990')).toBeVisible();

    rerender(
      <FormField field={field} value="1990-03-04" onChange={() => {}} error="Too far back" />,
    );
    expect(screen.queryByText('04 March, 1990')).not.toBeInTheDocument();
    expect(screen.getByText('Too far back')).toBeVisible();
  });
});

function CountryForm({ onValueChange }: { onValueChange: (value: string) => void }) {
  const { control } = useForm({ defaultValues: { country: 'US' } });
  return (
    <ControlledFormField
      control={control}
      name="country"
      field={{
        kind: 'select',
        label: 'Country',
        placeholder: 'Choose a country',
        options: [
          { id: 'US', label: 'United States' },
          { id: 'CA', label: 'Canada' },
        ],
      }}
      onValueChange={onValueChange}
    />
  );
}

describe('a described field of a react-hook-form form', () => {
  it('shows the form’s value and reports a change to another option only', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<CountryForm onValueChange={onValueChange} />);
    const select = screen.getByRole('button', { name: /Country/ });
    expect(select).toHaveTextContent('United States');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    expect(onValueChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    expect(onValueChange).toHaveBeenCalledWith('CA');
    expect(screen.getByRole('button', { name: /Country/ })).toHaveTextContent('Canada');
  });
});
