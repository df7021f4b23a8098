import { createBffClient } from '@rha/contracts/clients';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { vi } from 'vitest';
import { BffClientProvider } from '../api/BffClientProvider';
import { createQueryClient } from '../api/queryClient';
import { AppRoutes } from '../app/routes';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';
import { ToastProvider } from '../notifications/ToastProvider';
import { createToastStore, type ShownToast } from '../notifications/toastStore';
import { fakeBff, type FakeRoute } from './fakeBff';
import { fakeAuth } from './renderApp';

/*
 * jsdom has no layout, so it lacks ResizeObserver, which Radix measures controls with. Nothing the
 * pages do depends on sizes, so an observer that never reports is enough.
 */
class SilentResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= SilentResizeObserver;

interface RouterProbe {
  navigate?: NavigateFunction;
  location?: { pathname: string; search: string; state: unknown };
}

function Probe({ probe }: { probe: RouterProbe }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    probe.navigate = navigate;
    probe.location = location;
  });
  return null;
}

/**
 * Renders the whole route table at `path` with a fake session and an in-memory bff answering
 * `routes`. The probe exposes the router's navigate (e.g. navigate(-1) for Back) and location.
 */
export function renderWithBff({
  path,
  auth = fakeAuth(),
  routes,
}: {
  path: string;
  auth?: AuthContextValue;
  routes: Record<string, FakeRoute>;
}) {
  // jsdom has no scrolling; ScrollToTop calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  const queryClient = createQueryClient();
  const bff = fakeBff(routes);
  const toasts = createToastStore();
  // Every toast raised, in order: jsdom may dismiss one before a test looks at the store.
  const shownToasts: ShownToast[] = [];
  toasts.subscribe(() => {
    const shown = toasts.getSnapshot();
    if (shown && !shownToasts.some((toast) => toast.id === shown.id)) shownToasts.push(shown);
  });
  const client = createBffClient({
    baseUrl: 'http://localhost',
    getToken: auth.getToken,
    fetch: bff.fetch,
  });
  const probe: RouterProbe = {};
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider store={toasts}>
        <AuthContext.Provider value={auth}>
          <BffClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>
              <Probe probe={probe} />
              <AppRoutes />
            </MemoryRouter>
          </BffClientProvider>
        </AuthContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, bff, probe, queryClient, shownToasts, lastToast: () => shownToasts.at(-1) };
}
