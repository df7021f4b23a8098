import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

/** Where `vite` (dev server) forwards API and runtime-config calls: the bff, which owns both. */
const bffUrl = process.env.BFF_URL ?? 'http://localhost:8080';

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|styled-components|stylis|@emotion|openapi-fetch)[\\/]/;

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Framework code changes far less often than the app: its own chunk stays in the browser
          // cache across releases, which matters on satellite links.
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': bffUrl,
      '/config.json': bffUrl,
    },
  },
});
