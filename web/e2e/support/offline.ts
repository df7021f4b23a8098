import type { BrowserContext, Page, Response } from 'playwright-core';
import { signIn } from './sign-in';
import { waitForAppPath } from './signup';
import type { RunningStack } from './stack';

/** Every demo account signs in with this password (deploy's demo data). */
const demoPassword = 'remote-hands-demo';

/** Signs in with a demo account from /auth, landing on the dashboard. */
export async function signInAsDemo(page: Page, stack: RunningStack, email: string): Promise<void> {
  await page.goto(`${stack.webUrl}/auth`);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await signIn(page, stack, { email, password: demoPassword });
  await waitForAppPath(page, stack, '/dashboard');
}

/** Waits until the app's service worker is installed and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Counts the requests the browser context sends to one origin from now on. */
export function countRequestsTo(context: BrowserContext, origin: string): () => number {
  let count = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).origin === origin) count += 1;
  });
  return () => count;
}

/** The URL of every response in the page's Cache Storage, whichever worker cache holds it. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

/** Text values found anywhere in a JSON document. */
function textValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textValues);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textValues);
  return [];
}

/**
 * Collects what the API tells a signed-in person about themselves (names, e-mail, company, request
 * descriptions...): the texts nobody else on the device may see later.
 */
export function recordApiTexts(page: Page): { texts: Set<string>; stop(): void } {
  const texts = new Set<string>();
  const onResponse = (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!response.headers()['content-type']?.includes('json')) return;
    void response
      .json()
      .then((body: unknown) => {
        // Short values (ids, statuses, 'Alaska') are shared by everyone; only the telling ones count.
        for (const text of textValues(body))
          if (text.length >= 8 && !/^[\d:.TZ-]+$/.test(text)) texts.add(text);
      })
      .catch(() => undefined);
  };
  page.on('response', onResponse);
  return { texts, stop: () => page.off('response', onResponse) };
}
