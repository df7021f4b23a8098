import { serviceConfig } from '@rha/kit';
import type { z } from 'zod';

export const configSchema = serviceConfig('billing');

export type Config = z.infer<typeof configSchema>;
