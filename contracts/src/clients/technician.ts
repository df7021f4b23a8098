import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../generated/technician.js';
import { internalCredentialMiddleware } from './internal-credential.js';

export type TechnicianClient = Client<paths>;
export type { paths as TechnicianPaths } from '../generated/technician.js';

type Schemas = components['schemas'];
/** A technician's metadata as the technician service serves it, with the onboarding progress. */
export type TechnicianMetadataResponse = Schemas['TechnicianMetadata'];
/** A technician's one service location. */
export type TechnicianLocation = Schemas['TechnicianLocation'];
/** PUT /technicians/me: the sign-up's registration of the technician record. */
export type TechnicianRegistration = Schemas['TechnicianRegistration'];
/** One of the onboarding steps, as the step route's path names it. */
export type OnboardingStepName = Schemas['OnboardingStep'];
/** One page of the admin's technician directory (GET /admin/technicians). */
export type TechnicianDirectoryPage = Schemas['AdminTechnicianList'];
/** Everything an admin reads of one technician, interview notes included. */
export type TechnicianAdminDetails = Schemas['AdminTechnicianDetails'];
/** PUT /admin/technicians/{id}/metadata: the admin's edit; fields left out keep their values. */
export type TechnicianAdminMetadataEdit = Schemas['AdminTechnicianMetadataEdit'];
/** POST /admin/technicians/{id}/vetting: the move, with its note and (for a rejection) reason. */
export type TechnicianVettingMove = Schemas['VettingChange'];

export interface TechnicianClientOptions {
  baseUrl: string;
  /**
   * The shared service credential, for a service asking on its own behalf (the internal routes);
   * without it, callers pass the user's authorization header per call.
   */
  internalApiToken?: string;
  fetch?: typeof fetch;
}

/** Typed client of the technician service. */
export function createTechnicianClient(options: TechnicianClientOptions): TechnicianClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  if (options.internalApiToken) client.use(internalCredentialMiddleware(options.internalApiToken));
  return client;
}
