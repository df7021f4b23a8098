import { technicianMetadataSchema, technicianMetadataUpdateSchema } from '@rha/contracts/schemas';

/** PUT /technicians/me/metadata: the whole object; fields left out take their defaults. */
export const wholeMetadataBody = technicianMetadataSchema;

/** PATCH /technicians/me/metadata: only the fields sent. */
export const metadataChangesBody = technicianMetadataUpdateSchema;

export { onboardingStepSchema as stepBody } from '@rha/contracts/schemas';
