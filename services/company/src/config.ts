import { serviceEnv } from '@rha/kit';
import { z } from 'zod';

export const configSchema = serviceEnv.extend({
  /** Postgres schema holding this service's tables; tests and side-by-side deployments pick another. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lowercase Postgres identifier')
    .default('company'),
  /**
   * The Keycloak URL as the browser reaches it. Keycloak stamps this frontend URL into each token's
   * `iss`, while the signing keys may be fetched over an internal address (KEYCLOAK_URL).
   */
  PUBLIC_KEYCLOAK_URL: z.url().optional(),
});

export type Config = z.infer<typeof configSchema>;
