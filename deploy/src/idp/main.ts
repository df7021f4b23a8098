import { pino } from 'pino';
import { z } from 'zod';
import { startIdp } from './index.js';

/**
 * Runs the dev identity provider on its own (the launcher embeds it instead):
 * `npm run build -w @rha/deploy && node deploy/dist/idp/main.js`.
 * Also read by startIdp: IDENTITY_ADMIN_CLIENT_SECRET, SMTP_URL (where verification links go), IDP_EXTRA_REDIRECT_ORIGINS, IDP_ALLOW_NON_LOOPBACK,
 * NODE_ENV, WEB_ORIGIN.
 */
const configSchema = z.object({
  IDP_PORT: z.coerce.number().int().min(0).max(65_535).default(8081),
  HOST: z.string().min(1).default('127.0.0.1'),
  IDP_PUBLIC_URL: z.url().optional(),
  IDP_SCHEMA: z.string().default('dev_idp'),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  LOG_LEVEL: z.string().default('info'),
});

const parsed = configSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues)
    console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const config = parsed.data;
const logger = pino({ name: 'idp', level: config.LOG_LEVEL });

const idp = await startIdp({
  port: config.IDP_PORT,
  host: config.HOST,
  ...(config.IDP_PUBLIC_URL ? { publicUrl: config.IDP_PUBLIC_URL } : {}),
  databaseUrl: config.DATABASE_URL,
  schema: config.IDP_SCHEMA,
  logger,
}).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
logger.info(
  { keycloakUrl: idp.url, realm: 'remote-hands', issuer: idp.issuer },
  'dev identity provider ready (demo accounts: company@, technician@, admin@example.com / remote-hands-demo)',
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    idp.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'stopping the identity provider failed');
        process.exit(1);
      },
    );
  });
}
