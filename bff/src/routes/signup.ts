import Router from '@koa/router';
import { tmpUserRefSchema, type TmpUserRef, type UserTypeValue } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/bff';
import { callerOf, handle, problems, type Auth, type Caller } from '@rha/kit';
import type {
  CompanyRegistration,
  CompanyRegistrationApi,
  RegisteredCompanyIds,
} from '../clients/company-registration.js';
import type { DraftClaim, IdentitySignupApi } from '../clients/identity-signup.js';
import type { TechnicianApi } from '../clients/technician.js';

export interface SignupRoutesDeps {
  auth: Auth;
  identitySignup: IdentitySignupApi;
  companyRegistration: CompanyRegistrationApi;
  technician: Pick<TechnicianApi, 'register'>;
}

export type SignupCompletion = components['schemas']['SignupCompletion'];

type CompanyInfo = Extract<DraftClaim, { userType: 'company'; status: 'claimed' }>['info'];
type TechnicianInfo = Extract<DraftClaim, { userType: 'technician'; status: 'claimed' }>['info'];

/**
 * POST /api/signup/complete: after the identity provider's registration page, one server-side step
 * applies the draft. Every step is idempotent (identity claims and registers at most once, the
 * company service makes at most one company, the technician service one technician record with
 * the draft's location), so the browser simply retries after any failure.
 * requireAuth only: the token predates the role this very step assigns.
 */
export function signupRoutes(deps: SignupRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/api/signup/complete',
    handle({ auth: deps.auth.requireAuth(), body: tmpUserRefSchema }, async (ctx, input) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await completeSignup(deps, callerOf(ctx), input.body, input.auth.claims.email);
    }),
  );

  return router;
}

async function completeSignup(
  deps: SignupRoutesDeps,
  caller: Caller,
  ref: TmpUserRef,
  accountEmail: string | undefined,
): Promise<SignupCompletion> {
  const claim = await deps.identitySignup.claimDraft(caller, ref);
  if (claim.status === 'registered') return completion(claim.userType);
  const changedEmail = otherAddress(claim.info.email, accountEmail);
  if (claim.userType === 'technician') {
    await registerTechnician(deps.technician, caller, claim.info);
  }
  const company =
    claim.userType === 'company'
      ? await registerCompany(deps.companyRegistration, caller, claim.info)
      : undefined;
  const user = await deps.identitySignup.completeRegistration(caller, { ...ref, ...company });
  return { ...completion(user.userType), ...(changedEmail && { accountEmail: changedEmail }) };
}

/**
 * The account's address when the person typed another one into the form and then registered
 * with this one at the identity provider: the account uses the provider's, and the app says so
 * rather than dropping the typed one silently.
 */
function otherAddress(typed: string | undefined, account: string | undefined): string | undefined {
  if (!typed || !account) return undefined;
  return typed.trim().toLowerCase() === account.trim().toLowerCase() ? undefined : account;
}

async function registerCompany(
  api: CompanyRegistrationApi,
  caller: Caller,
  info: CompanyInfo,
): Promise<RegisteredCompanyIds> {
  const registration: CompanyRegistration = {
    companyName: info.companyName,
    ...(info.website ? { website: info.website } : {}),
    location: {
      address: info.address,
      city: info.city,
      state: info.state,
      zipCode: info.zipCode,
    },
  };
  return api.register(caller, registration, onDraftField);
}

async function registerTechnician(
  api: SignupRoutesDeps['technician'],
  caller: Caller,
  info: TechnicianInfo,
): Promise<void> {
  const { city, state, zipCode } = info;
  await api.register(caller, { city, state, zipCode }, onDraftField);
}

/** The services name their fields (`location.zipCode`); the browser sent them as `info.zipCode`. */
function onDraftField(field: string): string {
  return `info.${field.replace(/^location\./, '')}`;
}

/** Technicians continue to the onboarding questionnaire, companies to their dashboard. */
function completion(userType: UserTypeValue): SignupCompletion {
  if (userType === 'technician') return { userType, destination: '/onboarding' };
  if (userType === 'company') return { userType, destination: '/dashboard' };
  throw problems.conflict('already_registered', 'This account has already signed up.');
}
