/**
 * `npm run bench:image-uploads`: only another user's downloads while six images arrive (see
 * bench-image-uploads.ts), for working on the image path without the whole API bench. `npm run bench` runs it too.
 */
import { startStack, type Stack } from '../stack/stack.js';
import { benchEmbeddedDatabase } from './bench-database.js';
import { benchShape } from './bench-shape.js';
import { benchImageUploads, imageUploadsHold, imageUploadTarget } from './bench-image-uploads.js';

let stack: Stack | undefined;
try {
  // As `npm run bench` measures it: the bff in a process of its own whenever RabbitMQ is there.
  const { shape, env, reason } = await benchShape(process.env);
  stack = await startStack(
    { ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    { shape, embeddedDatabase: benchEmbeddedDatabase },
  );
  if (!stack.idp)
    throw new Error('the bench needs the dev IdP to issue a token: unset KEYCLOAK_URL');
  const web = new URL(stack.urls.web);
  web.hostname = '127.0.0.1';
  const figures = await benchImageUploads(stack.idp, web.origin, stack.database.url);
  const holds = imageUploadsHold(figures);
  process.stdout.write(
    `${JSON.stringify({ shape, shapeReason: reason, ...figures, target: imageUploadTarget, holds }, null, 2)}\n`,
  );
  if (!holds) process.exitCode = 1;
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
