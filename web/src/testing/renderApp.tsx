import type { User } from '@rha/contracts';
import { vi } from 'vitest';
import type { AuthContextValue } from '../auth/AuthContext';
import type { Role } from '../auth/roles';
import { renderRoutes } from './renderRoutes';

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
  pendingEmail: null,
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

/** Renders the whole route table at `path` with a fake session and an in-memory bff. */
export function renderApp({
  path = '/',
  auth = fakeAuth(),
  user = companyUser,
}: { path?: string; auth?: AuthContextValue; user?: UserResponse } = {}) {
  const bffFetch = fakeBffFetch(user);
  return { ...renderRoutes({ path, auth, fetch: bffFetch.fetch }), bffRequests: bffFetch.requests };
}
