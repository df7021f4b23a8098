import { serviceConfig } from '@rha/kit';
import { z } from 'zod';

export const configSchema = serviceConfig('identity', {
  /** Confidential client whose service account assigns realm roles (Keycloak Admin REST API). */
  KEYCLOAK_ADMIN_CLIENT_ID: z.string().min(1).default('identity-admin'),
  /**
   * Its secret. Without it identity still serves profiles and drafts, but cannot finish a
   * sign-up: the registration answers 503 until it is configured.
   */
  IDENTITY_ADMIN_CLIENT_SECRET: z.string().min(1).optional(),
  /** How long an unclaimed sign-up draft waits for its registration before it is ignored and purged. */
  DRAFT_TTL_HOURS: z.coerce.number<string>().int().min(1).max(720).default(24),
});

export type Config = z.infer<typeof configSchema>;
