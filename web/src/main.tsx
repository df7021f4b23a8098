// The clients entry, not the package root: the root also carries the zod schemas and reference data,
// which the public pages do not need (the package is not marked side-effect free, so they would stay).
import { createBffClient } from '@rha/contracts/clients';
import { createToaster } from '@rha/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queryClient';
import { App } from './app/App';
import { createAuthSession } from './auth/authSession';
import { createKeycloakConnector } from './auth/keycloakConnection';
import { loadRuntimeConfig } from './config/runtimeConfig';

const origin = window.location.origin;
const queryClient = createQueryClient();
const toasts = createToaster();

// The session lives outside React so keycloak-js is initialised exactly once, StrictMode or not.
const session = createAuthSession({
  connect: createKeycloakConnector({
    origin,
    loadConfig: () => loadRuntimeConfig(createBffClient({ baseUrl: origin })),
  }),
  origin,
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  clearQueryCache: () => queryClient.clear(),
  notify: (message) => toasts.show(message),
});
const bff = createBffClient({ baseUrl: origin, getToken: session.getToken });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} toasts={toasts} session={session} bff={bff} />
  </StrictMode>,
);

void session.start();
