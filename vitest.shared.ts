import { defineConfig } from 'vitest/config';

/**
 * The test settings every Node workspace shares: tests beside the code or in test/, one file at a time
 * (they share one Postgres and RabbitMQ and start servers), and a JSON report that .ci/run sums.
 */
export const nodeTestConfig = defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
