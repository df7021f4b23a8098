import { serviceConfig } from '@rha/kit';
import { z } from 'zod';

export const configSchema = serviceConfig('technician', {
  /**
   * The shared service credential: the service-request service sends it in `x-internal-api-token`
   * to rank candidates for smart dispatch. Long enough that guessing it is hopeless; the launcher
   * generates one per run.
   */
  INTERNAL_API_TOKEN: z.string().min(32, 'Must be at least 32 characters'),
});

export type Config = z.infer<typeof configSchema>;
