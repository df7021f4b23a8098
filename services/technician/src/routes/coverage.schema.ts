import { technicianCoverageSchema, unavailablePeriodSchema } from '@rha/contracts/schemas';
import { z } from 'zod';

/** PUT /technicians/me/coverage: the whole reach list. */
export const coverageBody = technicianCoverageSchema;

/** POST /technicians/me/unavailable-periods. */
export const periodBody = unavailablePeriodSchema;

export const periodId = z.uuid();
