/**
 * A page the server rendered reads the browser's storage only once hydrated, and then in a
 * transition (decision 115); anything mounted later, or rendered in the browser alone, reads it at
 * once.
 */
import { act, render, screen } from '@testing-library/react';
import { useDeferredValue } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { pickStoredText, storageKeys, useStoredJson, writeStored } from '../lib/storage.ts';
import { markHydrating, useHydrated } from './use-hydrated.ts';

function StoredCart({ renders }: { renders: string[] }) {
  const token = pickStoredText(useStoredJson(storageKeys.cart), 'token') ?? 'none';
  const state = `${useHydrated() ? 'hydrated' : 'hydrating'} ${token}`;
  // In a transition React renders the new value at once; in a synchronous render it renders the
  // old one first and defers the new: a render with the two apart was not a transition.
  renders.push(`${state} (deferred: ${useDeferredValue(state)})`);
  return <p>{state}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

it('hydrates the server’s page as the server rendered it, then reads storage in a transition; what mounts later reads it in its first render', async () => {
  writeStored(storageKeys.cart, { token: 'cart-1' });
  const consoleError = vi.spyOn(console, 'error');
  markHydrating();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StoredCart renders={[]} />);
  document.body.append(container);
  expect(screen.getByText('hydrating none')).toBeInTheDocument();

  const renders: string[] = [];
  await act(async () => {
    hydrateRoot(container, <StoredCart renders={renders} />);
  });
  expect(screen.getByText('hydrated cart-1')).toBeInTheDocument();
  expect(renders).toEqual([
    'hydrating none (deferred: hydrating none)',
    'hydrated cart-1 (deferred: hydrated cart-1)',
  ]);
  expect(consoleError).not.toHaveBeenCalled();

  const later: string[] = [];
  render(<StoredCart renders={later} />);
  expect(later).toEqual(['hydrated cart-1 (deferred: hydrated cart-1)']);
});
