import {
  createTechnicianClient,
  type AttentionItemShape,
  type OnboardingStepName,
  type TechnicianAdminDetails,
  type TechnicianAdminMetadataEdit,
  type TechnicianLocation,
  type TechnicianLocationInput,
  type TechnicianMetadata,
  type TechnicianMetadataResponse,
  type TechnicianMetadataUpdate,
} from '@rha/contracts';
import type { components } from '@rha/contracts/generated/technician';
import { serviceCalls, type Caller } from '@rha/kit';
import type { FieldRename } from './company.js';

type NewTechnicianLocation = components['schemas']['NewTechnicianLocation'];
type TechnicianLocationChanges = components['schemas']['TechnicianLocationChanges'];

export interface TechnicianApi {
  /**
   * PUT /technicians/me: makes the caller's technician record with its first location, or keeps
   * what an earlier attempt stored. `rename` maps the service's field names (`location.city`) onto
   * the ones the browser sent.
   */
  register(
    caller: Caller,
    location: TechnicianLocationInput,
    rename: FieldRename,
  ): Promise<TechnicianLocation | null>;
  /** The profile page's save: every field, the ones left out at their defaults. */
  replaceMetadata(
    caller: Caller,
    metadata: TechnicianMetadata,
  ): Promise<TechnicianMetadataResponse>;
  /** Only the fields given change (the settings panel's certifications). */
  updateMetadata(
    caller: Caller,
    changes: TechnicianMetadataUpdate,
  ): Promise<TechnicianMetadataResponse>;
  /** One onboarding step's fields; the service marks the step completed. */
  saveStep(
    caller: Caller,
    step: OnboardingStepName,
    fields: TechnicianMetadataUpdate,
  ): Promise<TechnicianMetadataResponse>;
  /** The caller's service location, null before one is added. */
  getLocation(caller: Caller): Promise<TechnicianLocation | null>;
  /** As getLocation, also null when the caller is no technician (yet). */
  homeLocation(caller: Caller): Promise<TechnicianLocation | null>;
  addLocation(caller: Caller, location: TechnicianLocationInput): Promise<TechnicianLocation>;
  updateLocation(
    caller: Caller,
    changes: Partial<TechnicianLocationInput>,
  ): Promise<TechnicianLocation>;
  deleteLocation(caller: Caller): Promise<void>;
  /** Applicants waiting on a vetting step (an admin's call). */
  applicantsAttention(caller: Caller): Promise<AttentionItemShape[]>;
  /** Everything an admin reads of one technician (404 for an unknown id). */
  detailsForAdmin(caller: Caller, id: string): Promise<TechnicianAdminDetails>;
  /** An admin's edit of a technician's metadata; the details as stored afterwards. */
  editForAdmin(
    caller: Caller,
    id: string,
    metadata: TechnicianAdminMetadataEdit,
    rename: FieldRename,
  ): Promise<TechnicianAdminDetails>;
}

/**
 * The bff's side of the technician service. The service decides whose record is read or changed
 * (the token's subject) and checks every field again; its refusals reach the browser as they are
 * (field errors, 403, 404, 409), anything else is a 502.
 */
export function createTechnicianApi(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): TechnicianApi {
  const client = createTechnicianClient(options);
  const technician = serviceCalls({ service: 'technician', timeoutMs: 5_000, relay: ['4xx'] });

  const readLocation = async (
    caller: Caller,
    { noneWhenRefused }: { noneWhenRefused: boolean },
  ) => {
    const { location } = await technician.call(
      caller,
      'GET /technicians/me/location',
      (init) => client.GET('/technicians/me/location', init),
      noneWhenRefused ? { expected: [{ status: 403, answer: { location: null } }] } : {},
    );
    return location;
  };

  return {
    async register(caller, location, rename) {
      const registered = await technician.call(
        caller,
        'PUT /technicians/me',
        (init) => client.PUT('/technicians/me', { ...init, body: { location: alaskan(location) } }),
        { rename },
      );
      return registered.location;
    },

    replaceMetadata: (caller, metadata) =>
      technician.call(caller, 'PUT /technicians/me/metadata', (init) =>
        client.PUT('/technicians/me/metadata', { ...init, body: metadata }),
      ),

    updateMetadata: (caller, changes) =>
      technician.call(caller, 'PATCH /technicians/me/metadata', (init) =>
        client.PATCH('/technicians/me/metadata', { ...init, body: changes }),
      ),

    saveStep: (caller, step, fields) =>
      technician.call(caller, 'PUT /technicians/me/onboarding/steps/{step}', (init) =>
        client.PUT('/technicians/me/onboarding/steps/{step}', {
          ...init,
          params: { path: { step } },
          body: fields,
        }),
      ),

    getLocation: (caller) => readLocation(caller, { noneWhenRefused: false }),

    // A token of another product role has no technician record: it has no location here either.
    homeLocation: (caller) => readLocation(caller, { noneWhenRefused: true }),

    async addLocation(caller, location) {
      const added = await technician.call(caller, 'POST /technicians/me/location', (init) =>
        client.POST('/technicians/me/location', { ...init, body: alaskan(location) }),
      );
      return added.location;
    },

    async updateLocation(caller, changes) {
      const updated = await technician.call(caller, 'PATCH /technicians/me/location', (init) =>
        client.PATCH('/technicians/me/location', {
          ...init,
          body: alaskan(changes),
        }),
      );
      return updated.location;
    },

    async deleteLocation(caller) {
      await technician.call(caller, 'DELETE /technicians/me/location', (init) =>
        client.DELETE('/technicians/me/location', init),
      );
    },

    async applicantsAttention(caller) {
      const { items } = await technician.call(caller, 'GET /admin/attention', (init) =>
        client.GET('/admin/attention', init),
      );
      return items;
    },

    detailsForAdmin: (caller, id) =>
      technician.call(caller, 'GET /admin/technicians/{id}', (init) =>
        client.GET('/admin/technicians/{id}', { ...init, params: { path: { id } } }),
      ),

    editForAdmin: (caller, id, metadata, rename) =>
      technician.call(
        caller,
        'PUT /admin/technicians/{id}/metadata',
        (init) =>
          client.PUT('/admin/technicians/{id}/metadata', {
            ...init,
            params: { path: { id } },
            body: metadata,
          }),
        { rename },
      ),
  };
}

/**
 * The shared schemas let only Alaska through as a technician's state, which their inferred type (a
 * string) cannot say; the service checks the state again.
 */
function alaskan(location: TechnicianLocationInput): NewTechnicianLocation;
function alaskan(changes: Partial<TechnicianLocationInput>): TechnicianLocationChanges;
function alaskan(location: Partial<TechnicianLocationInput>): TechnicianLocationChanges {
  return location as TechnicianLocationChanges;
}
