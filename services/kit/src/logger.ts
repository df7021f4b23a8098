import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** JSON lines to stdout, tagged with the service name; secrets in headers never reach the log. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: ['authorization', 'headers.authorization', 'headers.cookie', '*.authorization'],
      censor: '[redacted]',
    },
  });
}
