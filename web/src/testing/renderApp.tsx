import type { User } from '@rha/contracts';
import { createBffClient } from '@rha/contracts/clients';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { BffClientProvider } from '../api/BffClientProvider';
import { createQueryClient } from '../api/queryClient';
import { AppRoutes } from '../app/routes';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';
import type { Role } from '../auth/roles';
import { ToastProvider } from '../notifications/ToastProvider';
import { createToastStore } from '../notifications/toastStore';

export const companyUser: User = {
  id: '6f1d2a4e-0d0b-4a4f-9b8e-1c2d3e4f5a6b',
  keycloakId: 'company-subject',
  userType: 'company',
  fullName: 'Sam Kuskokwim',
  email: 'company@example.com',
  phone: '9075550100',
  smsConsent: false,
  companyId: null,
  locationId: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  lastLogin: '2025-03-02T10:00:00.000Z',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
  emailVerified: true,
  userCreation: '2025-03-01T10:00:00.000Z',
};

/** An AuthContext value as the AuthProvider would give it, without an identity provider behind it. */
export function fakeAuth(
  options: Partial<Omit<AuthContextValue, 'hasRole'>> & { roles?: Role[] } = {},
): AuthContextValue {
  const { roles = [], ...overrides } = options;
  const status = overrides.status ?? 'unauthenticated';
  return {
    status,
    getToken: async () => (status === 'authenticated' ? 'test-access-token' : undefined),
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    refreshToken: vi.fn(async () => {}),
    hasRole: (role) => status === 'authenticated' && roles.includes(role),
    ...overrides,
  };
}

/** What GET /api/user answers in a test: a profile, a status with a problem body, or never. */
export type UserResponse = User | { status: number; body?: unknown } | 'pending';

/** Serves the bff's /api/user from memory, recording the requests it receives. */
export function fakeBffFetch(answer: UserResponse) {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request);
    if (new URL(request.url).pathname !== '/api/user') return new Response(null, { status: 404 });
    if (answer === 'pending') return new Promise<Response>(() => {});
    const [status, body] = 'status' in answer ? [answer.status, answer.body] : [200, answer];
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

function LocationSpy({ onChange }: { onChange: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => onChange(pathname), [onChange, pathname]);
  return null;
}

/** Renders the whole route table at `path` with a fake session and an in-memory bff. */
export function renderApp({
  path = '/',
  auth = fakeAuth(),
  user = companyUser,
}: { path?: string; auth?: AuthContextValue; user?: UserResponse } = {}) {
  // jsdom has no scrolling; ScrollToTop calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  const queryClient = createQueryClient();
  const bffFetch = fakeBffFetch(user);
  const bff = createBffClient({
    baseUrl: 'http://localhost',
    getToken: auth.getToken,
    fetch: bffFetch.fetch,
  });
  let pathname = path;
  const recordPathname = (current: string) => {
    pathname = current;
  };

  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider store={createToastStore()}>
        <AuthContext.Provider value={auth}>
          <BffClientProvider client={bff}>
            <MemoryRouter initialEntries={[path]}>
              <LocationSpy onChange={recordPathname} />
              <AppRoutes />
            </MemoryRouter>
          </BffClientProvider>
        </AuthContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );

  return { ...view, queryClient, bffRequests: bffFetch.requests, pathname: () => pathname };
}
