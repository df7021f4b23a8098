/**
 * `npm run bench:upload`: only the photo upload over the emulated village link (see bench-upload.ts), for
 * working on the upload path without the whole API bench. `npm run bench` runs it too.
 */
import { startStack, type Stack } from '../stack/stack.js';
import { benchEmbeddedDatabase } from './bench-database.js';
import { benchUpload, uploadLink, uploadTarget } from './bench-upload.js';

let stack: Stack | undefined;
try {
  stack = await startStack(
    { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    { embeddedDatabase: benchEmbeddedDatabase },
  );
  if (!stack.idp)
    throw new Error('the bench needs the dev IdP to issue a token: unset KEYCLOAK_URL');
  const web = new URL(stack.urls.web);
  web.hostname = '127.0.0.1';
  const upload = await benchUpload(stack.idp, web.origin, stack.database.url);
  const holds = upload.stored && upload.resentShare < uploadTarget.maxResentShare;
  process.stdout.write(
    `${JSON.stringify({ link: uploadLink, ...upload, target: uploadTarget, holds }, null, 2)}\n`,
  );
  if (!holds) process.exitCode = 1;
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
