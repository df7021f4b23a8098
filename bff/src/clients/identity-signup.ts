import { createIdentityClient, type IdentityUser, type TmpUserRef } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/identity';
import { serviceCalls, type Caller } from '@rha/kit';

type Schemas = components['schemas'];
export type SignupDraft = Schemas['SignupDraft'];
export type DraftData = Schemas['DraftData'];
export type DraftClaim = Schemas['DraftClaim'];
export type SavedDraft = Schemas['SavedDraft'];

export interface IdentitySignupApi {
  /** Stores the draft; `created` is false when an unclaimed draft with its uuid was replaced. */
  saveDraft(caller: Caller, draft: unknown): Promise<{ created: boolean; saved: SavedDraft }>;
  lookupDraft(caller: Caller, ref: TmpUserRef): Promise<DraftData>;
  deleteDraft(caller: Caller, ref: TmpUserRef): Promise<void>;
  claimDraft(caller: Caller, ref: TmpUserRef): Promise<DraftClaim>;
  completeRegistration(
    caller: Caller,
    registration: TmpUserRef & { companyId?: string; locationId?: string },
  ): Promise<IdentityUser>;
}

/**
 * identity's sign-up routes: the anonymous draft calls (only the request id travels) and the
 * registration of the signed-in caller.
 */
export function createIdentitySignupApi(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): IdentitySignupApi {
  const client = createIdentityClient(options);
  const identity = serviceCalls({
    service: 'identity',
    // Role assignment goes through Keycloak: give it more room than a plain read.
    timeoutMs: 10_000,
    // Keycloak being unavailable is identity's 503: the browser may retry the sign-up later.
    relay: ['4xx', 502, 503],
  });

  return {
    async saveDraft(caller, draft) {
      const { data, status } = await identity.callWithStatus(caller, 'POST /drafts', (init) =>
        client.POST('/drafts', { ...init, body: draft as SignupDraft }),
      );
      return { created: status === 201, saved: data };
    },

    lookupDraft: (caller, ref) =>
      identity.call(caller, 'POST /drafts/lookup', (init) =>
        client.POST('/drafts/lookup', { ...init, body: ref }),
      ),

    async deleteDraft(caller, { uuid, secret }) {
      await identity.call(caller, 'DELETE /drafts/{uuid}', (init) =>
        client.DELETE('/drafts/{uuid}', {
          ...init,
          params: { path: { uuid }, header: { 'x-draft-secret': secret } },
        }),
      );
    },

    claimDraft: (caller, ref) =>
      identity.call(caller, 'POST /users/me/registration/claim', (init) =>
        client.POST('/users/me/registration/claim', { ...init, body: ref }),
      ),

    completeRegistration: (caller, registration) =>
      identity.call(caller, 'POST /users/me/registration', (init) =>
        client.POST('/users/me/registration', { ...init, body: registration }),
      ),
  };
}
