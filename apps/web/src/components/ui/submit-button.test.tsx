/**
 * A form the server renders cannot be sent natively before its page has run (decision 113): a
 * login sent that way would put the password in the address and the server's log.
 */
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { markHydrating } from '../../hooks/use-hydrated.ts';
import { GuardedForm } from './guarded-form.tsx';
import { SubmitButton } from './submit-button.tsx';

function LoginForm() {
  return (
    <GuardedForm aria-label="Login" isSubmitting={false} onSubmit={() => Promise.resolve()}>
      <input name="password" type="password" aria-label="Password" />
      <SubmitButton isSubmitting={false} pendingLabel="Logging in…">
        Log In
      </SubmitButton>
    </GuardedForm>
  );
}

it('renders its button disabled and its method POST on the server, and enables the button once hydrated', async () => {
  // As the browser's entry does before it hydrates (entry.client.tsx).
  markHydrating();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LoginForm />);
  document.body.append(container);
  expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('method', 'post');
  expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();

  await act(async () => {
    hydrateRoot(container, <LoginForm />);
  });
  expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('method', 'post');
  container.remove();
});
