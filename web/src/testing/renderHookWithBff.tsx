import { createBffClient } from '@rha/contracts/clients';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BffClientProvider } from '../api/BffClientProvider';
import { createQueryClient } from '../api/queryClient';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';
import { fakeBff, type FakeRoute } from './fakeBff';
import { fakeAuth } from './renderApp';

/**
 * Renders a data hook with the app's query client, a session (signed in unless `auth` says
 * otherwise) and a fake bff answering `routes`.
 */
export function renderHookWithBff<Result>(
  hook: () => Result,
  {
    routes = {},
    auth = fakeAuth(),
  }: {
    routes?: Record<string, FakeRoute>;
    auth?: AuthContextValue;
  },
) {
  const bff = fakeBff(routes);
  const client = createBffClient({
    baseUrl: 'http://localhost',
    getToken: auth.getToken,
    fetch: bff.fetch,
  });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <BffClientProvider client={client}>{children}</BffClientProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient, bff };
}
