import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', 'json'],
    // The e2e script overrides this with --outputFile.json=e2e-results.json, so both reports survive.
    outputFile: { json: 'test-results.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['vitest.setup.ts'],
          // jsdom renders of whole pages take seconds while the other workspaces test beside them.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // A list refetch behind a filter can take seconds while the stack shares two cores.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
