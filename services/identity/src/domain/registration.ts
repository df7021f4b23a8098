import type { TmpUserRef } from '@rha/contracts';
import {
  createEvent,
  enqueueEvent,
  DomainError,
  type FieldError,
  type SignedInUser,
} from '@rha/kit';
import type { Knex } from 'knex';
import {
  claimDraft,
  deleteClaimedDraft,
  lockLiveDraft,
  type DraftRow,
  type DraftUserType,
} from '../db/drafts.repo.js';
import {
  applySignupProfile,
  findUserByKeycloakId,
  markRegistered,
  type CompanyLink,
  type SignupProfile,
  type UserRow,
} from '../db/users.repo.js';
import { KeycloakAdminError } from '../keycloak/errors.js';
import type { RealmRoles } from '../keycloak/realm-roles.js';
import { draftNotFound, draftTaken, opensDraft } from './drafts.js';
import { publishUserChanged } from './user-changed.js';
import { currentUser, userTypeFromRoles } from './users.js';

export const USER_REGISTERED = 'identity.user.registered.v1';

export interface RegistrationDeps {
  db: Knex;
  realmRoles: RealmRoles;
  /** How long a claimed draft stays available for retries of its registration. */
  draftTtlHours: number;
}

export type DraftClaim =
  | { status: 'claimed'; user: UserRow; draft: DraftRow }
  /** The draft is gone because this account's registration already finished. */
  | { status: 'registered'; user: UserRow };

/**
 * Takes the draft for the caller and copies its profile fields onto the caller's user. Safe to
 * repeat: claiming one's own draft again re-applies the same fields.
 */
export async function claimSignupDraft(
  deps: RegistrationDeps,
  caller: SignedInUser,
  ref: TmpUserRef,
  correlationId: string,
): Promise<DraftClaim> {
  await currentUser(deps.db, caller, correlationId);
  return deps.db.transaction(async (trx) => {
    // User before draft, in every transaction here: concurrent retries queue instead of deadlocking.
    const user = await lockUser(trx, caller);
    const found = await lockLiveDraft(trx, ref.uuid);
    const draft = found && opensDraft(found, ref.secret) ? found : undefined;
    if (!draft) {
      if (user.registered_at) return { status: 'registered', user };
      throw draftNotFound();
    }
    if (draft.claimed_by !== null && draft.claimed_by !== caller.subject) throw draftTaken();
    assertMayBecome(caller, user, draft.user_type);
    // The registration deletes its own draft in the transaction that marks the user registered,
    // so a live draft next to a registered user is a second, different sign-up.
    if (user.registered_at) {
      throw new DomainError('conflict', {
        code: 'already_registered',
        message: 'This account has already signed up.',
      });
    }
    await claimDraft(trx, ref.uuid, caller.subject, deps.draftTtlHours);
    const updated = await applySignupProfile(trx, user.id, signupProfile(draft));
    await publishUserChanged(trx, updated, correlationId);
    return { status: 'claimed', user: updated, draft: { ...draft, claimed_by: caller.subject } };
  });
}

export interface RegistrationInput extends TmpUserRef {
  /** The company and first location the company service made for a company sign-up. */
  company?: CompanyLink | undefined;
}

/**
 * Finishes the sign-up: realm role in Keycloak, then in one transaction the user marked registered
 * (with its company), `identity.user.registered.v1` in the outbox and the draft deleted. Every
 * step is idempotent and the transaction writes the event only when the user was not registered
 * yet, so a retry after any failure ends with one role mapping and one event.
 */
export async function completeRegistration(
  deps: RegistrationDeps,
  caller: SignedInUser,
  input: RegistrationInput,
  correlationId: string,
): Promise<UserRow> {
  const claim = await claimSignupDraft(deps, caller, input, correlationId);
  if (claim.status === 'registered') return claim.user;
  const { draft, user } = claim;
  assertCompanyLink(draft.user_type, input.company);

  // An unreachable Keycloak is worth a retry: every step of the registration is idempotent.
  await deps.realmRoles.ensureAssigned(caller.subject, draft.user_type).catch((error: unknown) => {
    if (!(error instanceof KeycloakAdminError)) throw error;
    throw new DomainError('unavailable', {
      message: 'The role could not be assigned; please try again.',
      cause: error,
    });
  });

  return deps.db.transaction(async (trx) => {
    await lockUser(trx, caller);
    const registered = await markRegistered(trx, user.id, input.company);
    if (registered) {
      const data = {
        userId: registered.id,
        keycloakId: registered.keycloak_id,
        userType: draft.user_type,
        fullName: registered.full_name,
        email: registered.email,
      };
      await enqueueEvent(
        trx,
        createEvent(USER_REGISTERED, data, { source: 'identity', correlationId }),
      );
    }
    await deleteClaimedDraft(trx, draft.uuid, caller.subject);
    return registered ?? lockUser(trx, caller);
  });
}

/** A user holds one product role: a technician cannot turn into a company by signing up again. */
function assertMayBecome(caller: SignedInUser, user: UserRow, userType: DraftUserType): void {
  const current = [userTypeFromRoles(caller.roles), user.user_type].filter(Boolean);
  if (current.some((type) => type !== userType)) {
    throw new DomainError('forbidden', {
      message: `This account cannot sign up as a ${userType}.`,
    });
  }
}

function assertCompanyLink(userType: DraftUserType, company: CompanyLink | undefined): void {
  const errors: FieldError[] = [];
  if (userType === 'company' && !company) {
    errors.push(
      { field: 'companyId', message: 'A company sign-up needs its company' },
      { field: 'locationId', message: 'A company sign-up needs its first location' },
    );
  }
  if (userType === 'technician' && company) {
    errors.push({ field: 'companyId', message: 'A technician sign-up has no company' });
  }
  if (errors.length > 0) throw DomainError.invalidFields(errors);
}

function signupProfile(draft: DraftRow): SignupProfile {
  const info = draft.info as {
    name: string;
    phone: string;
    smsConsent?: boolean;
    email?: string;
  };
  return {
    userType: draft.user_type,
    fullName: info.name,
    phone: info.phone,
    smsConsent: info.smsConsent ?? false,
    email: info.email,
  };
}

async function lockUser(trx: Knex.Transaction, caller: SignedInUser): Promise<UserRow> {
  const user = await findUserByKeycloakId(trx, caller.subject, { forUpdate: true });
  if (!user) throw new Error(`user ${caller.subject} vanished during its registration`);
  return user;
}
