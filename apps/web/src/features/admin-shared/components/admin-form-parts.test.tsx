import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './admin-form-parts.tsx';

describe('a back-office form’s actions', () => {
  it('cancels on Cancel and submits the form on its own button', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <FormActions onCancel={onCancel} isSubmitting={false} submitLabel="Save venue" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save venue' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('can hold the submit button', () => {
    render(
      <FormActions onCancel={() => {}} isSubmitting isSubmitDisabled submitLabel="Preview dates" />,
    );
    expect(screen.getByRole('button', { name: /Preview dates/ })).toBeDisabled();
  });
});
