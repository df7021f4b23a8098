/** Where the build writes the worker (build/service-worker.config.ts); served from the root to control every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Installs the service worker that keeps the app on the device. Registered once the page has loaded,
 * so downloading the precache never competes with the page's own first load on a slow link.
 */
export function registerServiceWorker(target: Window = window): void {
  const container = target.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.error(`service worker: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}
