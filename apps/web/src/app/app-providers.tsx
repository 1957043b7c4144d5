import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { APP_LOCALE } from '../config/locale.ts';

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
      <I18nProvider locale={APP_LOCALE}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
