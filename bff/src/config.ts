import { existsSync } from 'node:fs';
import path from 'node:path';
import { serviceEnv } from '@rha/kit';
import { z } from 'zod';

/** The bff holds no database and no broker: only the HTTP and identity-provider settings apply. */
export const configSchema = serviceEnv
  .pick({
    PORT: true,
    KEYCLOAK_URL: true,
    KEYCLOAK_REALM: true,
    AUTH_AUDIENCE: true,
    LOG_LEVEL: true,
  })
  .extend({
    /**
     * The Keycloak URL as the browser reaches it (defaults to KEYCLOAK_URL). Keycloak stamps it into
     * each token's `iss`, while the signing keys are fetched over KEYCLOAK_URL.
     */
    PUBLIC_KEYCLOAK_URL: z.url().optional(),
    KEYCLOAK_CLIENT_ID: z.string().min(1).default('web'),
    IDENTITY_URL: z.url().default('http://localhost:4001'),
    /** Folder of the built web app; without it the bff serves only its API and /config.json. */
    WEB_DIST: z
      .string()
      .min(1)
      .refine((dir) => existsSync(path.join(dir, 'index.html')), 'no index.html in this folder')
      .optional(),
  });

export type Config = z.infer<typeof configSchema>;
