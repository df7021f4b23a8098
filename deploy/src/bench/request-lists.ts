/**
 * `npm run bench:lists`: only the service-request lists (see bench-request-lists.ts), for working on
 * their queries without the whole API bench. `npm run bench` runs them too.
 */
import { startStack, type Stack } from '../stack/stack.js';
import { benchEmbeddedDatabase } from './bench-database.js';
import { benchShape } from './bench-shape.js';
import { benchRequestLists, requestListLine, requestListsHold } from './bench-request-lists.js';

const { shape, env } = await benchShape(process.env);
let stack: Stack | undefined;
try {
  stack = await startStack(
    { ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    { shape, embeddedDatabase: benchEmbeddedDatabase },
  );
  if (!stack.idp)
    throw new Error('the bench needs the dev IdP to issue a token: unset KEYCLOAK_URL');
  const web = new URL(stack.urls.web);
  web.hostname = '127.0.0.1';
  const lists = await benchRequestLists(stack.idp, web.origin, stack.database.url, {
    connections: 10,
    durationSeconds: Number(process.env.BENCH_DURATION_SECONDS ?? 10),
    warmUpSeconds: 3,
  });
  for (const list of lists) process.stdout.write(`${requestListLine(list)}\n`);
  if (!requestListsHold(lists)) process.exitCode = 1;
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
