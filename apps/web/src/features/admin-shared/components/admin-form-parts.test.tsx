import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { applyRefusal, FormActions } from './admin-form-parts.tsx';

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

describe('a back-office form’s refusal', () => {
  it('puts the server’s field messages on the fields and answers its message', () => {
    const setError = vi.fn();
    const refusal = new ApiError(422, {
      errors: {
        status: 422,
        code: 'validation_failed',
        message: 'Check the dates.',
        fields: { date: ['Past'] },
      },
    });
    expect(applyRefusal(refusal, setError, 'The session could not be saved.')).toBe(
      'Check the dates.',
    );
    expect(setError).toHaveBeenCalledWith('date', { message: 'Past' });
  });

  it('says a save whose answer never came may be saved, not that it failed', () => {
    const unanswered = new NetworkError('/api/v1/admin/activity-times');
    expect(applyRefusal(unanswered, vi.fn(), 'The session could not be saved.')).toBe(
      'The server did not answer, so this may or may not be saved. Check the page before you try again.',
    );
  });
});
