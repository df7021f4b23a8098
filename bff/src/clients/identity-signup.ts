import { createIdentityClient, type IdentityUser, type Problem } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/identity';
import type { Caller } from './identity.js';
import { callOptions, reach } from './service-call.js';
import { relayedProblem } from './upstream-problem.js';

type Schemas = components['schemas'];
export type SignupDraft = Schemas['SignupDraft'];
export type DraftData = Schemas['DraftData'];
export type DraftClaim = Schemas['DraftClaim'];
export type SavedDraft = Schemas['SavedDraft'];

/** Who asks, when nobody is signed in yet: only the request id travels. */
export interface AnonymousCaller {
  requestId: string;
  log: Caller['log'];
}

export interface IdentitySignupApi {
  /** Stores the draft; `created` is false when an unclaimed draft with its uuid was replaced. */
  saveDraft(
    caller: AnonymousCaller,
    draft: unknown,
  ): Promise<{ created: boolean; saved: SavedDraft }>;
  lookupDraft(caller: AnonymousCaller, uuid: string): Promise<DraftData>;
  deleteDraft(caller: AnonymousCaller, uuid: string): Promise<void>;
  claimDraft(caller: Caller, uuid: string): Promise<DraftClaim>;
  completeRegistration(
    caller: Caller,
    registration: { uuid: string; companyId?: string; locationId?: string },
  ): Promise<IdentityUser>;
}

/** Role assignment goes through Keycloak: give it more room than a plain read. */
const IDENTITY_SIGNUP_TIMEOUT_MS = 10_000;

/** identity's sign-up routes: the anonymous draft calls and the registration of the caller. */
export function createIdentitySignupApi(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): IdentitySignupApi {
  const client = createIdentityClient(options);

  function request(caller: AnonymousCaller & { token?: string }) {
    return callOptions(caller, IDENTITY_SIGNUP_TIMEOUT_MS);
  }

  async function send<T>(
    caller: AnonymousCaller,
    call: string,
    pending: Promise<{ data?: T; error?: Problem; response: Response }>,
  ): Promise<{ data: T; status: number }> {
    const result = await reach(
      pending,
      caller,
      `identity ${call}`,
      'The identity service is unreachable.',
    );
    if (result.response.ok) return { data: result.data as T, status: result.response.status };
    if (result.response.status >= 500) {
      caller.log.warn(
        { status: result.response.status, problem: result.error },
        `identity ${call} answered with an error`,
      );
    }
    throw relayedProblem(result.response.status, result.error);
  }

  return {
    async saveDraft(caller, draft) {
      const { data, status } = await send(
        caller,
        'POST /drafts',
        client.POST('/drafts', { ...request(caller), body: draft as SignupDraft }),
      );
      return { created: status === 201, saved: data };
    },

    async lookupDraft(caller, uuid) {
      const call = client.POST('/drafts/lookup', { ...request(caller), body: { uuid } });
      return (await send(caller, 'POST /drafts/lookup', call)).data;
    },

    async deleteDraft(caller, uuid) {
      const base = request(caller);
      await send(
        caller,
        'DELETE /drafts/{uuid}',
        client.DELETE('/drafts/{uuid}', { ...base, params: { ...base.params, path: { uuid } } }),
      );
    },

    async claimDraft(caller, uuid) {
      const call = client.POST('/users/me/registration/claim', {
        ...request(caller),
        body: { uuid },
      });
      return (await send(caller, 'POST /users/me/registration/claim', call)).data;
    },

    async completeRegistration(caller, registration) {
      const call = client.POST('/users/me/registration', {
        ...request(caller),
        body: registration,
      });
      return (await send(caller, 'POST /users/me/registration', call)).data;
    },
  };
}
