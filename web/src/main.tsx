// The clients entry, not the package root: the root also carries the zod schemas and reference data,
// which the public pages do not need (the package is not marked side-effect free, so they would stay).
import { createBffClient } from '@rha/contracts/clients';
import { createToaster } from '@rha/design-system';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/queryClient';
import { userQuery } from './api/useUser';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { createAuthSession } from './auth/authSession';
import { createKeycloakConnector } from './auth/keycloakConnection';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { registerServiceWorker } from './features/offline/registerServiceWorker';

const origin = window.location.origin;
// The shell and its assets come from the service worker, so the first API read would otherwise wait
// for a connection to be set up; this opens one while the page starts.
document.head.append(
  Object.assign(document.createElement('link'), { rel: 'preconnect', href: origin }),
);
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

// A resumed session reads the profile at once, alongside the runtime settings, not after the page loads.
function startSession(): void {
  void session.start().then(() => {
    if (session.getSnapshot().status === 'authenticated')
      void queryClient.prefetchQuery(userQuery(bff));
  });
}

/**
 * Runs `callback` once the browser has no task waiting, or after two seconds at the latest (a page
 * that never idles still gets its session). Where idle callbacks are missing (Safari), after the
 * tasks already queued.
 */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2_000 });
  else setTimeout(callback, 0);
}

const startSessionWhenIdle = () => whenIdle(startSession);

/**
 * Calls `onCommit` once the tree's first render is on screen. It sits outside StrictMode, whose
 * development-only second run of effects would call it twice.
 */
function AfterFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} toasts={toasts} session={session} bff={bff} />
  </StrictMode>
);
// A public page arrives prerendered: React adopts its markup instead of drawing the page again, once
// the page's own chunk is here so the whole tree hydrates in one pass. A chunk that failed to arrive
// does not stop hydration: the page's boundary loads it again, as on any client-side visit.
if (container.hasChildNodes()) {
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    // As a transition, hydration yields to the browser between components instead of one long task.
    // The session starts once hydration is done: its status arriving mid-hydration would make React
    // finish the hydration in one synchronous pass to keep the tree consistent. The first commit is
    // not the end of it: the page itself sits in a Suspense boundary, which React hydrates in later
    // tasks, so the session waits until the browser is next idle.
    .then(() =>
      startTransition(
        () =>
          void hydrateRoot(
            container,
            <AfterFirstCommit onCommit={startSessionWhenIdle}>{app}</AfterFirstCommit>,
          ),
      ),
    );
} else {
  // The page's chunk comes in while the session starts (the code exchange, after a sign-in), rather
  // than once the session lets the page render.
  void preloadPage(window.location.pathname).catch(() => undefined);
  startSession();
  createRoot(container).render(app);
}

if (import.meta.env.PROD) registerServiceWorker();
