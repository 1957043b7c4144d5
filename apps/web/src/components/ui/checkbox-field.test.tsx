import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field.tsx';

describe('a checkbox field', () => {
  it('has its message read out with the box, and none while it has no message', () => {
    const { rerender } = render(
      <CheckboxField label="Needs a helmet" value={false} onChange={() => {}} error="Required" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Needs a helmet' });
    expect(box).toHaveAccessibleDescription('Required');
    expect(box).toBeInvalid();

    rerender(<CheckboxField label="Needs a helmet" value onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Needs a helmet' })).toHaveAccessibleDescription(
      '',
    );
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });
});
