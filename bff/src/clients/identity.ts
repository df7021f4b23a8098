import { createIdentityClient, type IdentityUser } from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';

export interface IdentityApi {
  /** The caller's identity profile; 401 when identity rejects the token, else 502 on any failure. */
  getCurrentUser(caller: Caller): Promise<IdentityUser>;
  /** Changes the caller's contact details; identity's field errors come back as they are. */
  updateCurrentUser(caller: Caller, changes: IdentityUserChanges): Promise<IdentityUser>;
  /** Puts the caller's pending e-mail address in force; identity's 404 and 409 come back as they are. */
  confirmEmailChange(caller: Caller, token: string): Promise<IdentityUser>;
}

export interface IdentityUserChanges {
  fullName?: string;
  phone?: string;
  email?: string;
  smsConsent?: boolean;
}

export function createIdentityApi(options: { baseUrl: string; fetch?: typeof fetch }): IdentityApi {
  const client = createIdentityClient(options);
  const identity = serviceCalls({
    service: 'identity',
    timeoutMs: 5_000,
    relay: [400, 401, 404, 409],
  });

  return {
    getCurrentUser: (caller) =>
      identity.call(caller, 'GET /users/me', (init) => client.GET('/users/me', init)),

    updateCurrentUser: (caller, changes) =>
      identity.call(caller, 'PATCH /users/me', (init) =>
        client.PATCH('/users/me', { ...init, body: changes }),
      ),

    confirmEmailChange: (caller, token) =>
      identity.call(caller, 'POST /users/me/email-confirmation', (init) =>
        client.POST('/users/me/email-confirmation', { ...init, body: { token } }),
      ),
  };
}
