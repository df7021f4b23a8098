import { createBffClient } from '@rha/contracts/clients';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BffClientProvider } from '../api/BffClientProvider';
import { createQueryClient } from '../api/queryClient';
import { AuthContext } from '../auth/AuthContext';
import { fakeBff, type FakeRoute } from './fakeBff';
import { fakeAuth } from './renderApp';

/** Renders a data hook with the app's query client, a signed-in session and a fake bff. */
export function renderHookWithBff<Result>(hook: () => Result, routes: Record<string, FakeRoute>) {
  const auth = fakeAuth();
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
