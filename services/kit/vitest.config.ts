import { mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared.js';

export default mergeConfig(nodeTestConfig, {
  test: { globalSetup: ['test/global-setup.ts'] },
});
