import type { TmpUserDraft } from '@rha/contracts';
import { DomainError } from '@rha/kit';
import type { Knex } from 'knex';
import {
  deleteOpenDraft,
  findOpenDraft,
  purgeExpiredDrafts,
  saveDraft,
  type DraftRow,
} from '../db/drafts.repo.js';

/**
 * Stores the sign-up form before the visitor has an account, to be applied once the identity
 * provider has registered them. Expired drafts
 * are purged on the way, so the table holds at most one lifetime's worth of abandoned sign-ups.
 */
export async function saveSignupDraft(
  db: Knex,
  draft: TmpUserDraft,
  ttlHours: number,
): Promise<{ draft: DraftRow; created: boolean }> {
  await purgeExpiredDrafts(db);
  const saved = await saveDraft(db, {
    uuid: draft.uuid,
    userType: draft.userType,
    info: draft.info,
    ttlHours,
  });
  if (!saved) throw draftTaken();
  return { draft: saved.row, created: saved.created };
}

export async function lookupSignupDraft(db: Knex, uuid: string): Promise<DraftRow> {
  const draft = await findOpenDraft(db, uuid);
  if (!draft) throw draftNotFound();
  return draft;
}

export async function deleteSignupDraft(db: Knex, uuid: string): Promise<void> {
  await deleteOpenDraft(db, uuid);
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
