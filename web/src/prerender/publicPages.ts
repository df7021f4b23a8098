/**
 * The signed-out pages rendered to HTML at build time. Email verification's is written without an
 * address: the one in the visitor's link shows once the page has hydrated.
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
  '/email-verification',
] as const;

/** The folder of web/dist the prerendered pages are written to, next to the untouched SPA shell. */
export const PRERENDERED_DIR = 'prerendered';

/** Where a path's page lives inside PRERENDERED_DIR: index.html for `/`, `<path>.html` otherwise. */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
