import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { createQueryClient } from '~/lib/query-client';

// One cache for every island of the page: the header and the sign-in form share the signed-in user.
const queryClient = createQueryClient();

/** An island whose component asks the server through the query cache. */
export function withQueryClient<P extends object>(Component: React.ComponentType<P>): React.ComponentType<P> {
  return function QueryIsland(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  };
}
