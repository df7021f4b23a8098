import type { BffClient } from '@rha/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const BffClientContext = createContext<BffClient | null>(null);

/** Makes the typed bff client (which adds the bearer token itself) available to the api hooks. */
export function BffClientProvider({
  client,
  children,
}: {
  client: BffClient;
  children: ReactNode;
}) {
  return <BffClientContext.Provider value={client}>{children}</BffClientContext.Provider>;
}

export function useBffClient(): BffClient {
  const client = useContext(BffClientContext);
  if (!client) throw new Error('useBffClient needs a BffClientProvider above it');
  return client;
}
