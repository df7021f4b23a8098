import { createIdentityClient, type IdentityUser } from '@rha/contracts';
import { problems, type Logger } from '@rha/kit';
import { callOptions, reach } from './service-call.js';

/** The signed-in caller on whose behalf the bff calls a service. */
export interface Caller {
  token: string;
  requestId: string;
  log: Logger;
}

export interface IdentityApi {
  /** The caller's identity profile; 401 when identity rejects the token, else 502 on any failure. */
  getCurrentUser(caller: Caller): Promise<IdentityUser>;
  /** Changes the caller's contact details; identity's field errors come back as they are. */
  updateCurrentUser(caller: Caller, changes: IdentityUserChanges): Promise<IdentityUser>;
}

export interface IdentityUserChanges {
  fullName?: string;
  phone?: string;
  email?: string;
  smsConsent?: boolean;
}

/** A slow identity must not hold browser requests open indefinitely. */
const IDENTITY_TIMEOUT_MS = 5_000;
const UNREACHABLE = 'The identity service is unreachable.';

export function createIdentityApi(options: { baseUrl: string }): IdentityApi {
  const client = createIdentityClient(options);

  return {
    async getCurrentUser(caller) {
      const result = await reach(
        client.GET('/users/me', callOptions(caller, IDENTITY_TIMEOUT_MS)),
        caller,
        'identity GET /users/me',
        UNREACHABLE,
      );

      if (result.data) return result.data;
      if (result.response.status === 401) throw problems.unauthorized();
      caller.log.warn(
        { status: result.response.status, problem: result.error },
        'identity GET /users/me answered with an error',
      );
      throw problems.upstream('The identity service could not load the profile.');
    },

    async updateCurrentUser(caller, changes) {
      const result = await reach(
        client.PATCH('/users/me', { ...callOptions(caller, IDENTITY_TIMEOUT_MS), body: changes }),
        caller,
        'identity PATCH /users/me',
        UNREACHABLE,
      );

      if (result.data) return result.data;
      const { status } = result.response;
      if (status === 401) throw problems.unauthorized();
      if (status === 400 && result.error?.code === 'validation_failed') {
        throw problems.validation(result.error.errors ?? []);
      }
      caller.log.warn(
        { status, problem: result.error },
        'identity PATCH /users/me answered with an error',
      );
      throw problems.upstream('The identity service could not save the profile.');
    },
  };
}
