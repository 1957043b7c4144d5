import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { QueryStates, type QueryState, type QueryStatesProps } from './query-states.tsx';

const refusal = (status: number, message: string) =>
  new ApiError(status, {
    errors: { status, code: status === 403 ? 'forbidden' : 'not_found', message },
  });

const settled = (state: Partial<QueryState<string[]>>): QueryState<string[]> => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(() => Promise.resolve()),
  ...state,
});

const failed = (error: Error) => settled({ isError: true, error });

const renderVenues = (
  query: QueryState<string[]>,
  props: Partial<QueryStatesProps<string[]>> = {},
) =>
  render(
    <QueryStates
      query={query}
      loadingLabel="Loading venues"
      failedTitle="The venues could not be loaded."
      empty={<EmptyState title="No venues yet." />}
      {...props}
    >
      {(venues) => (
        <ul aria-label="Venues">
          {venues.map((venue) => (
            <li key={venue}>{venue}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );

describe('a back-office read’s states', () => {
  it('tells a screen reader what is loading, over the placeholders', () => {
    renderVenues(settled({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading venues');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says a read failed and tries again on Try Again', async () => {
    const query = failed(new ApiError(500, undefined));
    renderVenues(query);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The venues could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('holds Try Again while it asks again', () => {
    renderVenues(settled({ isError: true, error: new Error('offline'), isFetching: true }));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDisabled();
  });

  it('tells a refusal in the server’s words, still offering Try Again', () => {
    renderVenues(failed(refusal(404, 'That venue is gone.')));
    expect(screen.getByRole('alert')).toHaveTextContent('That venue is gone.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('tells a refused role the server’s words and the hint, with no Try Again', () => {
    renderVenues(failed(refusal(403, 'Your role may not do this.')), {
      forbidden: { hint: 'The catalogue is managed by admins and managers.' },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your role may not do this.');
    expect(alert).toHaveTextContent('The catalogue is managed by admins and managers.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('where a role may be refused, keeps other refusals to the plain title', () => {
    renderVenues(failed(refusal(404, 'That venue is gone.')), { forbidden: {} });
    expect(screen.getByRole('alert')).toHaveTextContent('The venues could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('offers Try Again after a refusal where asking again can help', () => {
    renderVenues(failed(refusal(403, 'Your role may not do this.')), {
      forbidden: { canRetry: true },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your role may not do this.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('words a failure by the read’s own rule when it has one', () => {
    renderVenues(failed(new Error('No answer')), {
      failedTitle: (error) => `Stopped: ${error?.message}`,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Stopped: No answer');
  });

  it('shows the empty state for an empty list, or for the read’s own test', () => {
    const { unmount } = renderVenues(settled({ data: [] }));
    expect(screen.getByText('No venues yet.')).toBeInTheDocument();
    unmount();
    renderVenues(settled({ data: ['Rink'] }), { isEmpty: () => true });
    expect(screen.getByText('No venues yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the data once it has come', () => {
    renderVenues(settled({ data: ['Rink', 'Museum'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rink',
      'Museum',
    ]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
