import { technicianCoverageSchema, unavailablePeriodSchema } from '@rha/contracts/schemas';

/** PUT /technicians/me/coverage: the whole reach list. */
export const coverageBody = technicianCoverageSchema;

/** POST /technicians/me/unavailable-periods. */
export const periodBody = unavailablePeriodSchema;
