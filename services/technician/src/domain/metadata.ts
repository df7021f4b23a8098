import {
  defaultTechnicianMetadata,
  type TechnicianMetadata,
  type TechnicianMetadataUpdate,
} from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import {
  findTechnician,
  mergeMetadata,
  replaceMetadata,
  type TechnicianRow,
} from '../db/technicians.repo.js';

/*
 * Every read and write is keyed by the caller's token subject: no input names whose record it is,
 * so one technician can neither see nor change another's.
 */

/** Undefined until the technician saves anything: reading needs no record. */
export async function getOwnRecord(db: Knex, subject: string): Promise<TechnicianRow | undefined> {
  return findTechnician(db, subject);
}

/** The profile page's save: the whole object replaces the answers; progress is untouched. */
export async function replaceOwnMetadata(
  db: Knex,
  subject: string,
  metadata: TechnicianMetadata,
): Promise<TechnicianRow> {
  return replaceMetadata(db, subject, metadata);
}

/** Only the fields given change (the settings panel's certifications); progress is untouched. */
export async function updateOwnMetadata(
  db: Knex,
  subject: string,
  changes: TechnicianMetadataUpdate,
): Promise<TechnicianRow> {
  return mergeMetadata(db, subject, changes);
}

/**
 * Every metadata field as stored, or its default when never answered. Only the known fields are
 * copied, so nothing else a stored object may hold is ever passed on.
 */
export function metadataWithDefaults(stored: TechnicianMetadataUpdate = {}): TechnicianMetadata {
  const defaults = defaultTechnicianMetadata();
  return Object.fromEntries(
    Object.entries(defaults).map(([field, fallback]) => [
      field,
      stored[field as keyof TechnicianMetadata] ?? fallback,
    ]),
  ) as TechnicianMetadata;
}
