import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { START_SCRIPT_MODULE } from './src/prerender/appScripts';

/** Where `vite` (dev server) forwards API and runtime-config calls: the bff, which owns both. */
const bffUrl = process.env.BFF_URL ?? 'http://localhost:8080';

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|styled-components|stylis|@emotion|openapi-fetch)[\\/]/;

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the prerender step reads which files each lazily loaded page needs.
    // The bff serves no dotfiles, so it stays out of the site.
    manifest: true,
    rolldownOptions: {
      // Beside the shell, the start script of the prerendered pages, which the prerender step puts in.
      input: ['index.html', START_SCRIPT_MODULE],
      output: {
        codeSplitting: {
          // Framework code changes far less often than the app: its own chunk stays in the browser
          // cache across releases, which matters on satellite links.
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES }],
        },
      },
    },
  },
  oxc: {
    // The design system arrives as compiled .js, so it is included beside the app's own sources.
    include: [/\.(?:m?ts|[jt]sx)$/, /design-system[\\/]dist[\\/].*\.js$/],
    plugins: {
      // Component ids from the file and position instead of a global counter: the prerender build
      // and the browser build create components in different orders, and hydration needs the same
      // class names on both sides.
      styledComponents: { ssr: true, displayName: false, fileName: false },
    },
  },
  ssr: {
    // Bundled into the prerender step, not loaded by Node: Node's ESM import of its CommonJS build
    // hands the design system the module object instead of `styled`.
    noExternal: ['styled-components'],
  },
  server: {
    proxy: {
      '/api': bffUrl,
      '/config.json': bffUrl,
    },
  },
});
