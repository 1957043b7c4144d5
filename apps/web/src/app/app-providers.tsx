import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** Context every page relies on: server state and the locale of dates and numbers. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="en-US">{children}</I18nProvider>
    </QueryClientProvider>
  );
}
