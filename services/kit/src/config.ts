import { z } from 'zod';

export interface EnvProblem {
  variable: string;
  message: string;
}

export type ParseEnvResult<S extends z.ZodType> =
  { ok: true; value: z.infer<S> } | { ok: false; problems: EnvProblem[] };

/**
 * Checks the whole environment at once so an operator sees every bad variable in one go.
 * An empty value counts as unset, as `FOO=` in an env file means "not configured".
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): ParseEnvResult<S> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const variable = issue.path.map(String).join('.') || '(environment)';
      const missing = issue.code === 'invalid_type' && present[variable] === undefined;
      return { variable, message: missing ? 'Required but not set' : issue.message };
    }),
  };
}

/** Parses the environment or stops the process: one `VARIABLE: problem` line per bad variable. */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = parseEnv(schema, env);
  if (result.ok) return result.value;
  for (const problem of result.problems) console.error(`${problem.variable}: ${problem.message}`);
  process.exit(1);
}

const port = z.coerce
  .number<string>()
  .int('Must be a whole number')
  .min(0, 'Must be between 0 and 65535')
  .max(65535, 'Must be between 0 and 65535');

/** Variables every service reads; services `.extend()` it with their own. */
export const serviceEnv = z.object({
  PORT: port,
  /**
   * Port of the separate listener serving /metrics, so the public port (the one an ingress routes to) never
   * does. Unset: no metrics listener; 0: a free port.
   */
  METRICS_PORT: port.optional(),
  /**
   * Interface the listeners bind to. Unset: every interface, as a container needs; the launcher sets
   * 127.0.0.1 so a development stack is not reachable from the network.
   */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.url(),
  /** Absent: events travel through the in-process transport. */
  AMQP_URL: z.url().optional(),
  KEYCLOAK_URL: z.url(),
  /** The Keycloak URL as the browser reaches it, stamped into tokens' `iss`; defaults to KEYCLOAK_URL. */
  PUBLIC_KEYCLOAK_URL: z.url().optional(),
  KEYCLOAK_REALM: z.string().default('remote-hands'),
  AUTH_AUDIENCE: z.string().default('remote-hands-api'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServiceEnv = z.infer<typeof serviceEnv>;

/**
 * The environment of a service owning a Postgres schema: serviceEnv, DATABASE_SCHEMA defaulting to
 * `schemaName`, and the service's own variables in `extra`.
 */
export function serviceConfig<Extra extends z.ZodRawShape = Record<never, never>>(
  schemaName: string,
  extra: Extra = {} as Extra,
) {
  return serviceEnv.extend({
    /** Postgres schema holding this service's tables; tests and side-by-side deployments pick another. */
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lowercase Postgres identifier')
      .default(schemaName),
    ...extra,
  });
}
