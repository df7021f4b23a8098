// The one module, not the reference index: the worker stays small.
import { isWebPagePath } from '@rha/contracts/reference/web-pages';

/** Where the build step puts the public pages rendered to HTML, relative to the app's root. */
export const PRERENDERED_FOLDER = 'prerendered/';

/** The app shell: every signed-in route is rendered from it in the browser. */
export const SHELL_URL = 'index.html';

/**
 * Navigations the worker leaves to the network: the bff's own answers (API, settings, probes) and
 * real files such as keycloak-js's silent-check-sso page, which must never become the app shell.
 */
const NETWORK_ONLY_NAVIGATIONS = [
  /^\/api(?:\/|$)/,
  /^\/config\.json$/,
  /^\/(?:healthz|readyz|metrics)$/,
  /\.[a-z0-9]+$/i,
];

/**
 * Maps each public path to its prerendered page in the precache manifest:
 * `prerendered/index.html` serves `/`, `prerendered/services.html` serves `/services`.
 */
export function prerenderedPages(manifestUrls: readonly string[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const url of manifestUrls) {
    if (!url.startsWith(PRERENDERED_FOLDER) || !url.endsWith('.html')) continue;
    const page = url.slice(PRERENDERED_FOLDER.length, -'.html'.length);
    const path = page === 'index' ? '/' : `/${page.replace(/\/index$/, '')}`;
    pages.set(path, url);
  }
  return pages;
}

/**
 * Whether a navigation to this path is answered with the app shell: the app's own pages. The bff's
 * answers, real files and addresses the app has no page at go to the network, where the last get
 * the not-found page with a real 404.
 */
export function isShellNavigation(pathname: string): boolean {
  return (
    isWebPagePath(pathname) && !NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test(pathname))
  );
}

/**
 * Whether a /config.json response may be kept: runtime settings are the same for everyone, but a
 * request that carries credentials might be answered for one person only, so it is never stored.
 */
export function isShareableConfigRequest(request: Pick<Request, 'headers'>): boolean {
  return !request.headers.has('Authorization');
}
