import { createBffClient } from '@rha/contracts/clients';
import { createToaster, ToastProvider, type ShownToast } from '@rha/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { vi } from 'vitest';
import { BffClientProvider } from '../api/BffClientProvider';
import { CallsProvider } from '../features/calls';
import { createQueryClient } from '../api/queryClient';
import { AppRoutes } from '../app/routes';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';

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

export interface RouterProbe {
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
 * Renders the whole route table at `path` with the session `auth` and a bff answered by `fetch`,
 * inside the providers the app has. The probe exposes the router's navigate and location.
 */
export function renderRoutes({
  path,
  auth,
  fetch,
}: {
  path: string;
  auth: AuthContextValue;
  fetch: typeof globalThis.fetch;
}) {
  // jsdom has no scrolling; ScrollToTop calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  const queryClient = createQueryClient();
  const toaster = createToaster();
  // Every toast raised, in order: jsdom may dismiss one before a test looks at the toaster.
  const shownToasts: ShownToast[] = [];
  toaster.subscribe(() => {
    const shown = toaster.getSnapshot();
    if (shown && !shownToasts.some((toast) => toast.id === shown.id)) shownToasts.push(shown);
  });
  const client = createBffClient({ baseUrl: 'http://localhost', getToken: auth.getToken, fetch });
  const probe: RouterProbe = {};
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider toaster={toaster}>
        <AuthContext.Provider value={auth}>
          <BffClientProvider client={client}>
            <CallsProvider>
              <MemoryRouter initialEntries={[path]}>
                <Probe probe={probe} />
                <AppRoutes />
              </MemoryRouter>
            </CallsProvider>
          </BffClientProvider>
        </AuthContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return {
    ...view,
    queryClient,
    probe,
    shownToasts,
    lastToast: () => shownToasts.at(-1),
    /** The router's current pathname (the starting `path` until the first render settles). */
    pathname: () => probe.location?.pathname ?? path,
  };
}
