/**
 * A page the server rendered reads the browser's storage only once hydrated, and then in a
 * transition (decision 115); anything mounted later, or rendered in the browser alone, reads it at
 * once.
 */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { pickStoredText, storageKeys, useStoredJson, writeStored } from '../lib/storage.ts';
import { markHydrating, useHydrated } from './use-hydrated.ts';

function StoredCart({ renders }: { renders: string[] }) {
  const token = pickStoredText(useStoredJson(storageKeys.cart), 'token') ?? 'none';
  const state = `${useHydrated() ? 'hydrated' : 'hydrating'} ${token}`;
  renders.push(state);
  return <p>{state}</p>;
}

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

it('hydrates the server’s page as the server rendered it, then reads storage; what mounts later reads it in its first render', async () => {
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
  expect(renders[0]).toBe('hydrating none');
  expect(consoleError).not.toHaveBeenCalled();

  const later: string[] = [];
  render(<StoredCart renders={later} />);
  expect(later).toEqual(['hydrated cart-1']);
  consoleError.mockRestore();
});
