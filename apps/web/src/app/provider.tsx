import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';

// The toaster (sonner) loads beside the first screen rather than with it, keeping the entry chunk small;
// no toast can be raised before a screen has loaded and answered anyway.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export interface AppProviderProps {
  children: ReactNode;
}

/** What every screen shares: the query cache and the one toaster. */
export const AppProvider = ({ children }: AppProviderProps) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
};
