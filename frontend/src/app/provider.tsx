import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { queryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ErrorBoundary>
  );
}
