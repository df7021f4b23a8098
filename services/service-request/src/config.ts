import { serviceConfig } from '@rha/kit';
import { z } from 'zod';

export const configSchema = serviceConfig('service_request', {
  /** The company service, asked with the caller's token whether a request's location is theirs. */
  COMPANY_URL: z.url().default('http://localhost:4002'),
});

export type Config = z.infer<typeof configSchema>;
