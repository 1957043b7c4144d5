import { errorTexts } from '@shop/core/error-texts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { getApiUrl } from '../../../config/env.ts';
import { isNetworkError } from '../../../lib/api-client.ts';
import { useHealth } from '../api/get-health.ts';

function describeApiUrl(): string {
  try {
    return new URL(getApiUrl(), window.location.href).href;
  } catch {
    return getApiUrl();
  }
}

/** Shown over the page when the health check gets no answer (SPEC section 2). */
export function ServerUnreachableOverlay() {
  const health = useHealth();
  const queryClient = useQueryClient();
  if (!health.isError || !isNetworkError(health.error)) return null;

  const retry = async () => {
    const result = await health.refetch();
    if (result.isSuccess) {
      await queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    }
  };

  return (
    <div className="theme-dark fixed inset-x-0 bottom-0 z-50 p-3 sm:p-5">
      <div
        role="alert"
        aria-live="assertive"
        className="mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl bg-navy-950 p-5 text-white shadow-2xl ring-1 ring-ember-400/60 sm:flex-row sm:items-center"
      >
        <AlertIcon className="size-7 shrink-0 text-ember-400" />
        <div className="min-w-0 flex-1">
          <p className="font-bold">{errorTexts.serverUnreachable}</p>
          <p className="mt-1 text-sm text-navy-100">
            <code className="rounded bg-white/10 px-1.5 py-0.5 break-all">{describeApiUrl()}</code>
          </p>
        </div>
        <Button
          variant="on-dark"
          size="sm"
          onPress={() => void retry()}
          isPending={health.isFetching}
        >
          Try Again
        </Button>
      </div>
    </div>
  );
}
