import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppRoot router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
  </StrictMode>,
);
