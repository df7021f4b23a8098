import type { TmpUserDraft, TmpUserRef } from '@rha/contracts';
import { checkAddress } from '@rha/contracts/address-check';
import { messages } from '@rha/contracts/schemas';
import { DomainError } from '@rha/kit';
import type { Knex } from 'knex';
import {
  deleteOpenDraft,
  findOpenDraft,
  purgeExpiredDrafts,
  saveDraft,
  type DraftRow,
} from '../db/drafts.repo.js';
import { draftSecretHash, newDraftSecret } from './draft-secret.js';

export interface SavedSignupDraft {
  draft: DraftRow;
  created: boolean;
  /** The key the browser must present for every later use of the draft. */
  secret: string;
}

/**
 * Stores the sign-up form before the visitor has an account, to be applied once the identity
 * provider has registered them. The address is checked against the ZIP code database here, the
 * same check the company service runs when it applies the draft, so a wrong ZIP code is found
 * while the visitor can still correct it, not after their account exists. A new draft gets a new key; saving over an existing uuid needs
 * that draft's key. Expired drafts are purged on the way, so the table holds at most one
 * lifetime's worth of abandoned sign-ups.
 */
export async function saveSignupDraft(
  db: Knex,
  draft: TmpUserDraft,
  ttlHours: number,
): Promise<SavedSignupDraft> {
  assertAddressExists(draft);
  await purgeExpiredDrafts(db);
  const secret = draft.secret ?? newDraftSecret();
  const saved = await saveDraft(db, {
    uuid: draft.uuid,
    userType: draft.userType,
    info: draft.info,
    secretHash: draftSecretHash(secret),
    ttlHours,
  });
  if (!saved) throw draftTaken();
  return { draft: saved.row, created: saved.created, secret };
}

/** A wrong key is answered like a missing draft: the uuid alone must not confirm a sign-up exists. */
export async function lookupSignupDraft(db: Knex, ref: TmpUserRef): Promise<DraftRow> {
  const draft = await findOpenDraft(db, ref.uuid, draftSecretHash(ref.secret));
  if (!draft) throw draftNotFound();
  return draft;
}

export async function deleteSignupDraft(db: Knex, ref: TmpUserRef): Promise<void> {
  await deleteOpenDraft(db, ref.uuid, draftSecretHash(ref.secret));
}

/** Whether the key opens this draft; a draft saved before keys existed opens with no key at all. */
export function opensDraft(draft: DraftRow, secret: string): boolean {
  return draft.secret_hash !== null && draft.secret_hash === draftSecretHash(secret);
}

export function draftNotFound(): DomainError {
  return new DomainError('not_found', {
    message: 'This sign-up has expired or does not exist.',
  });
}

export function draftTaken(): DomainError {
  return new DomainError('conflict', {
    code: 'draft_claimed',
    message: 'This sign-up belongs to another account.',
  });
}

function assertAddressExists(draft: TmpUserDraft): void {
  const check = checkAddress(draft.info);
  if (check.valid) return;
  throw new DomainError('invalid', {
    message: messages.signup.addressNotFound,
    errors: check.errors.map(({ field, message }) => ({ field: `info.${field}`, message })),
  });
}
