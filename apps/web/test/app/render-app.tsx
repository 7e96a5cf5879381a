import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '@/app/app-root.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { routes } from '@/app/routes.tsx';

/** Renders the whole app at `path` with the app's own route table and providers. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<AppRoot router={router} queryClient={createQueryClient()} />);
  return router;
}

/**
 * Waiting options for screens reached after server calls, the lazily loaded shell and a full render,
 * which outlast 1 s on a busy machine.
 */
export const AFTER_CALLS = { timeout: 15_000 };
