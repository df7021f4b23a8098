import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // Each story renders and runs axe in jsdom: seconds apiece while other workspaces test beside them.
    testTimeout: 20_000,
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
