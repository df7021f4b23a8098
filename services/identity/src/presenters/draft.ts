import type { components } from '@rha/contracts/generated/identity';
import type { DraftRow } from '../db/drafts.repo.js';
import type { DraftClaim } from '../domain/registration.js';

type Schemas = components['schemas'];

/** The form as it was saved; the row was checked against the shared schemas on the way in. */
export function presentDraft(row: DraftRow): Schemas['DraftData'] {
  return { userType: row.user_type, info: row.info } as Schemas['DraftData'];
}

export function presentSavedDraft(row: DraftRow, secret: string): Schemas['SavedDraft'] {
  return { uuid: row.uuid, secret, expiresAt: row.expires_at.toISOString() };
}

export function presentClaim(claim: DraftClaim): Schemas['DraftClaim'] {
  if (claim.status === 'registered') {
    return { status: 'registered', userType: claim.user.user_type };
  }
  return { status: 'claimed', ...presentDraft(claim.draft) };
}
