import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AntdProviders } from '@/app/providers.tsx';

/** Shows the router's current search string, so a test can read the list state kept in the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location-search">{location.search}</output>;
}

/**
 * Renders `ui` inside the app's providers and a router at `path`. Animations are off: jsdom never
 * ends a CSS transition, so a closing toast or dialog would otherwise stay in the page.
 */
export function renderInApp(ui: ReactNode, path = '/') {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient()}>
        <AntdProviders>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </AntdProviders>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

/** The search params the router holds right now. */
export function currentSearchParams(container: HTMLElement): URLSearchParams {
  const probe = container.querySelector('[data-testid="location-search"]');
  return new URLSearchParams(probe?.textContent ?? '');
}
