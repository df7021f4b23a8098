/** `npm start`: the whole product in one process; the programmatic form is startStack (stack/stack.ts). */
import { stopOnSignals } from '@rha/kit';
import { formatBanner } from './stack/banner.js';
import { demoDataWanted } from './stack/demo/wanted.js';
import { ConfigError, StartRefusedError } from './stack/env.js';
import { startStack } from './stack/stack.js';

try {
  const demo = demoDataWanted(process.argv.slice(2), process.env);
  const stack = await startStack(process.env, { demo });
  stopOnSignals(stack.stop, stack.logger);
  process.stdout.write(formatBanner(stack, demo));
} catch (error) {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(`${problem.variable}: ${problem.message}`);
    console.error(`(${error.scope} configuration)`);
  } else if (error instanceof StartRefusedError) {
    console.error(error.message);
  } else {
    console.error('The stack did not start:', error);
  }
  process.exitCode = 1;
}
