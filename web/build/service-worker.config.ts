import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { injectManifest } from 'workbox-build';

const appDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(appDir, 'dist');
/** The bundled worker before its precache list is written in; kept out of dist so it is never served. */
const bundleDir = path.join(appDir, 'node_modules/.cache/service-worker');

/**
 * What a device keeps for offline use: the shell, every hashed asset (so any signed-in page renders
 * without the network) and the public pages rendered at build time.
 */
export const PRECACHE_PATTERNS = [
  'index.html',
  'favicon.svg',
  'assets/**/*.{js,css,svg,png,webp,woff2}',
  'prerendered/**/*.html',
];

/** Writes the precache list of the built app into the bundled worker, as dist/sw.js. */
function injectPrecacheManifest(): Plugin {
  return {
    name: 'rha-inject-precache-manifest',
    apply: 'build',
    async closeBundle() {
      const { count, size, warnings } = await injectManifest({
        swSrc: path.join(bundleDir, 'sw.js'),
        swDest: path.join(distDir, 'sw.js'),
        globDirectory: distDir,
        globPatterns: PRECACHE_PATTERNS,
        // Hashed names change with their content: no revision query needed to tell versions apart.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      for (const warning of warnings) this.warn(warning);
      this.info(`${count} files precached, ${Math.round(size / 1024)} kB`);
    },
  };
}

/**
 * Builds the service worker after the app (`vite build --config build/service-worker.config.ts`):
 * one classic script, since the precache list can only be taken once the app's files exist.
 */
export default defineConfig({
  root: appDir,
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [injectPrecacheManifest()],
  build: {
    outDir: bundleDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: path.join(appDir, 'src/service-worker/sw.ts'),
      output: { format: 'iife', entryFileNames: 'sw.js' },
    },
  },
});
