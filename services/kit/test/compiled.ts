import { fileURLToPath } from 'node:url';

/**
 * Where the global setup compiles src/ for child-process tests: apart from dist/, so a test run
 * never rewrites files that a concurrent build of a dependent package is reading.
 */
export const compiledDir = fileURLToPath(
  new URL('../node_modules/.cache/kit-test-build/', import.meta.url),
);

export function compiled(modulePath: string): string {
  return `${compiledDir}${modulePath}`;
}
