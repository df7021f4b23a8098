import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isShareableConfigRequest,
  isShellNavigation,
  prerenderedPages,
  SHELL_URL,
} from './routingPolicy';

/**
 * The app's TypeScript program is typed for the page (the DOM library), which cannot sit beside the
 * webworker library: these are the few worker globals used here. `__WB_MANIFEST` is replaced with
 * the precache list by the build step (workbox-build's injectManifest).
 */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
}
const worker = self as unknown as WorkerScope;

// Spelt out as `self.__WB_MANIFEST`: the build step looks for that exact text.
const manifest = (self as unknown as WorkerScope).__WB_MANIFEST;
const publicPages = prerenderedPages(
  manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)),
);

// A new release takes over at once: its precache holds the assets the new shell refers to.
void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Public pages: the latest from the network, the build's own copy when the link is down. Registered
// before the precache route, whose directory index would otherwise answer `/` with the bare shell.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === location.origin && publicPages.has(url.pathname),
  new NetworkFirst({
    cacheName: 'public-pages',
    plugins: [
      {
        handlerDidError: async ({ request }) => {
          const page = publicPages.get(new URL(request.url).pathname);
          return page ? matchPrecache(page) : undefined;
        },
      },
    ],
  }),
);

precacheAndRoute(manifest);

// Every other page of the app is rendered in the browser: the shell answers without a round trip.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === location.origin &&
    isShellNavigation(url.pathname),
  createHandlerBoundToURL(SHELL_URL),
);

// Runtime settings only: API responses are never cached, so no one's data outlives their session.
registerRoute(
  ({ request, url }) =>
    url.origin === location.origin &&
    url.pathname === '/config.json' &&
    isShareableConfigRequest(request),
  new StaleWhileRevalidate({ cacheName: 'runtime-config' }),
);
