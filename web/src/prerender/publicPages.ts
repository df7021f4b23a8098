/**
 * The signed-out pages rendered to HTML at build time. Email verification is left out: it shows the
 * address from the visitor's own link, which only the browser knows.
 */
export const prerenderedPaths = [
  '/',
  '/services',
  '/use-cases',
  '/partners',
  '/technicians',
  '/work-with-us',
  '/how-it-works',
  '/about',
  '/privacy-policy',
  '/privacy-statement',
  '/terms-of-use',
] as const;

/** The folder of web/dist the prerendered pages are written to, next to the untouched SPA shell. */
export const PRERENDERED_DIR = 'prerendered';

/** Where a path's page lives inside PRERENDERED_DIR: index.html for `/`, `<path>.html` otherwise. */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
