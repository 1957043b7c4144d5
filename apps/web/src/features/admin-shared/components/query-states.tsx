/** A back-office read's states, one way everywhere: loading, failed, empty, then its data. */
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { LoadingShapes } from '../../../components/ui/skeleton.tsx';
import { isForbidden, loadErrorTitle } from '../lib/error-messages.ts';

/** What the states read of a query: TanStack Query's result, or two reads combined as one. */
export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** Where a role may be refused this read: a 403 is told in the server's words. */
export interface ForbiddenRead {
  /** What the refused role is told under those words. */
  hint?: string;
  /** Asking again can help, so Try Again stays (else a 403 is final). */
  canRetry?: boolean;
}

export interface QueryFailureProps {
  query: Pick<QueryState<unknown>, 'error' | 'isFetching' | 'refetch'>;
  /**
   * The failure's title. A refusal (a 4xx) reads in the server's words instead, only a 403 where
   * `forbidden` is set; a function is the read's own rule.
   */
  title: string | ((error: Error | null) => string);
  forbidden?: ForbiddenRead;
  headingLevel?: 2 | 3;
}

function failureTitle({ query: { error }, title, forbidden }: QueryFailureProps): string {
  if (typeof title === 'function') return title(error);
  if (!forbidden) return error ? loadErrorTitle(error, title) : title;
  return isForbidden(error) ? error.message : title;
}

/** A read that failed: why, and Try Again, unless the staff member's role is refused for good. */
export function QueryFailure(props: QueryFailureProps) {
  const { query, forbidden, headingLevel } = props;
  const isRefusedForGood =
    forbidden !== undefined && !forbidden.canRetry && isForbidden(query.error);
  return (
    <Alert tone="error" role="alert" title={failureTitle(props)} headingLevel={headingLevel}>
      {isRefusedForGood ? (
        forbidden?.hint
      ) : (
        <RetryButton isRetrying={query.isFetching} onRetry={() => void query.refetch()} />
      )}
    </Alert>
  );
}

/** `count` placeholders of one shape, a list's rows by default. */
export function rowsOf(count: number, shape = 'h-12 w-full'): string[] {
  return Array.from({ length: count }, () => shape);
}

export interface QueryStatesProps<T> extends Omit<QueryFailureProps, 'query' | 'title'> {
  query: QueryState<T>;
  /** What a screen reader hears while it loads ('Loading venues'). */
  loadingLabel: string;
  /** The placeholders' classes, three rows by default, and their container's. */
  shapes?: string[];
  shapesClassName?: string;
  failedTitle: QueryFailureProps['title'];
  /** Shown instead of the data when `isEmpty`, by default when the data is an empty list. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The read's loading shapes, its failure, its empty state, or what `children` makes of its data. */
export function QueryStates<T>({
  query,
  loadingLabel,
  shapes = rowsOf(3),
  shapesClassName = 'space-y-2',
  failedTitle,
  empty,
  isEmpty = isEmptyList,
  children,
  ...failure
}: QueryStatesProps<T>) {
  if (query.isPending)
    return <LoadingShapes label={loadingLabel} shapes={shapes} className={shapesClassName} />;
  if (query.isError || query.data === undefined)
    return <QueryFailure query={query} title={failedTitle} {...failure} />;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
