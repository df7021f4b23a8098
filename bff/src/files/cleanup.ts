import type { Logger } from '@rha/kit';
import type { Server } from '@tus/server';

/**
 * Removes the bytes of uploads left unfinished past the store's expiry, every `minutes` (0:
 * never). service-request gives up their records on its own clock.
 */
export function startUploadCleanup(
  server: Server,
  minutes: number,
  logger: Logger,
): { stop(): void } {
  if (minutes === 0) return { stop: () => undefined };
  const timer = setInterval(() => {
    server.cleanUpExpiredUploads().then(
      (removed) => {
        if (removed > 0) logger.info({ removed }, 'abandoned uploads removed');
      },
      (error: unknown) => logger.warn({ err: error }, 'removing abandoned uploads failed'),
    );
  }, minutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
