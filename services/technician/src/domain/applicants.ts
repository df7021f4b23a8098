import type { VettingStatus } from '@rha/contracts/reference';
import type { Knex } from 'knex';
import { applicantsIn, type ApplicantRow } from '../db/applicants.repo.js';

/** The steps where an applicant waits for an admin to move them on. */
const AWAITING_ADMIN: readonly VettingStatus[] = ['applied', 'interview', 'background_check'];

const APPLICANTS_LIMIT = 50;

/** Applicants waiting on a vetting step, the latest to arrive at theirs first. */
export function applicantsWaiting(db: Knex): Promise<ApplicantRow[]> {
  return applicantsIn(db, AWAITING_ADMIN, APPLICANTS_LIMIT);
}
