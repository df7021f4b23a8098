import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './registerServiceWorker';

function fakeWindow(readyState: DocumentReadyState, withWorkers = true) {
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const events = new EventTarget();
  const target = Object.assign(events, {
    navigator: withWorkers ? { serviceWorker: { register } } : {},
    document: { readyState },
  }) as unknown as Window;
  return { target, register, load: () => events.dispatchEvent(new Event('load')) };
}

describe('registering the service worker', () => {
  it('happens at once when the page has finished loading', () => {
    const { target, register } = fakeWindow('complete');
    registerServiceWorker(target);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('waits for the page to load, so the precache does not compete with it', () => {
    const { target, register, load } = fakeWindow('loading');
    registerServiceWorker(target);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledOnce();
  });

  it('is skipped where the browser has no service workers', () => {
    const { target, register } = fakeWindow('complete', false);
    expect(() => registerServiceWorker(target)).not.toThrow();
    expect(register).not.toHaveBeenCalled();
  });
});
