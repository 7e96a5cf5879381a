import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { routeLogoutThrough } from '@/api/session.ts';
import './base.css';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useEffect(
    () =>
      routeLogoutThrough((path) => {
        // Cleared after leaving the pages, so none refetches the last user's data on the way out.
        void router.navigate(path, { replace: true }).then(() => queryClient.clear());
      }),
    [router, queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
