import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { Toaster } from '~/components/ui/toaster';
import { AppShell } from './app-shell';

/** What every private page draws around its route: in the browser, and on the server (client/first-screen). */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell>{children}</AppShell>
      <Toaster />
    </QueryClientProvider>
  );
}
