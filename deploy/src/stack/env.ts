import { parseEnv } from '@rha/kit';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

/**
 * The launcher's own variables. Service ports live in the service table; each service still reads its
 * own variables through its configSchema.
 */
export const stackEnv = z.object({
  /**
   * Interface every listener binds to: loopback, so a stack left running is not reachable from the
   * network. Services started on their own (containers) bind all interfaces unless HOST is set.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  IDP_PORT: port.default(8081),
  /** The dev IdP listens on a non-loopback HOST only with this set to true. */
  IDP_ALLOW_NON_LOOPBACK: z
    .enum(['true', 'false'], { message: "Must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * 'false' lifts the dev IdP's per-address throttle of sign-ins (the chart's ingress numbers): for load benches,
   * whose every virtual user signs in from this one machine.
   */
  IDP_SIGN_IN_THROTTLE: z
    .enum(['true', 'false'], { message: "Must be 'true' or 'false'" })
    .default('true')
    .transform((value) => value === 'true'),
  NODE_ENV: z.string().optional(),
  IDP_PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  EMBEDDED_PG_PORT: port.default(5433),
  KEYCLOAK_URL: z.url().optional(),
  PUBLIC_KEYCLOAK_URL: z.url().optional(),
  KEYCLOAK_REALM: z.string().min(1).default('remote-hands'),
  AMQP_URL: z.url().optional(),
  /** Folder of the built web app; by default web/dist when it has been built. */
  WEB_DIST: z.string().min(1).optional(),
  /** A real SMTP server; unset, the launcher runs the local mail sink and points SMTP_URL at it. */
  SMTP_URL: z.url().optional(),
  MAIL_SINK_SMTP_PORT: port.default(1025),
  MAIL_SINK_WEB_PORT: port.default(8025),
  /** The notification service's support mailbox and sender, with local defaults. */
  SUPPORT_EMAIL: z.string().min(1).default('support@remote-hands.local'),
  MAIL_FROM: z.string().min(1).default('Remote Hands Alaska <no-reply@remote-hands.local>'),
  /**
   * `name=port,…`: a metrics listener for each named service in the processes shape (the drills read
   * them); one METRICS_PORT cannot serve several services.
   */
  SERVICE_METRICS_PORTS: z
    .string()
    .regex(/^([a-z-]+=\d+)(,[a-z-]+=\d+)*$/, { message: 'Must be name=port, comma-separated' })
    .optional()
    .transform(
      (value) =>
        Object.fromEntries(
          (value ? value.split(',') : []).map((pair) => pair.split('=') as [string, string]),
        ) as Record<string, string | undefined>,
    ),
  /**
   * A TURN server of your own (with TURN_SECRET, both passed to the bff as they are): the launcher then starts
   * no coturn. Unset, it starts coturn when `turnserver` is installed, on TURN_PORT with relay ports in
   * TURN_RELAY_MIN_PORT..TURN_RELAY_MAX_PORT, and gives the bff its address and TURN_SECRET or a per-run
   * secret. TURNSERVER_BIN names a turnserver that is not on PATH.
   */
  TURN_URLS: z.string().min(1).optional(),
  TURN_PORT: port.default(3478),
  TURN_RELAY_MIN_PORT: port.default(49160),
  TURN_RELAY_MAX_PORT: port.default(49199),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type StackSettings = z.infer<typeof stackEnv>;

export type Environment = Record<string, string | undefined>;

export interface ConfigProblem {
  variable: string;
  message: string;
}

/** A bad environment variable, named, so the launcher can print it and exit instead of crashing. */
export class ConfigError extends Error {
  constructor(
    readonly scope: string,
    readonly problems: ConfigProblem[],
  ) {
    super(`${scope}: ${problems.map((p) => `${p.variable}: ${p.message}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Why the stack cannot start on this machine, with what to do: shown as is, without a stack trace. */
export class StartRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefusedError';
  }
}

/** Parses with kit's parseEnv so every bad variable is reported by name, all at once. */
export function parseOrThrow<S extends z.ZodType>(
  scope: string,
  schema: S,
  env: Environment,
): z.infer<S> {
  const [value] = parseAllOrThrow(scope, env, schema);
  return value;
}

/** Several schemas over one environment; the problems of all of them are reported together. */
export function parseAllOrThrow<const S extends readonly z.ZodType[]>(
  scope: string,
  env: Environment,
  ...schemas: S
): { [K in keyof S]: z.infer<S[K]> } {
  const results = schemas.map((schema) => parseEnv(schema, env));
  const problems = results.flatMap((result) => (result.ok ? [] : result.problems));
  if (problems.length > 0) throw new ConfigError(scope, problems);
  return results.map((result) => (result.ok ? result.value : undefined)) as {
    [K in keyof S]: z.infer<S[K]>;
  };
}

/** Empty strings count as unset, as a shell `VAR=` usually means. */
export function withoutEmpty(env: Environment): Environment {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
}
