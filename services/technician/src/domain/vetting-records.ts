import { alaskaMoment, type VettingFact } from '@rha/contracts/reference';
import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { lockAdminTechnician, saveAdminEdit } from '../db/admin-technicians.repo.js';
import { insertMetadataAudit } from '../db/metadata-audit.repo.js';
import { clearFact, recordFact } from '../db/vetting-facts.repo.js';
import { adminActor } from './admin-actor.js';
import { detailsOf, INTERVIEW_NOTES, type TechnicianDetails } from './admin-technicians.js';
import { technicianNotFound } from './errors.js';

/**
 * Records a fact about the technician (or clears it), with the admin and the time; a change lands
 * in the audit under the fact's name. Recording a fact already recorded keeps the first record.
 */
export function changeVettingFact(
  db: Knex,
  admin: SignedInUser,
  id: string,
  change: { fact: VettingFact; recorded: boolean },
): Promise<TechnicianDetails> {
  return db.transaction(async (trx) => {
    const technician = await lockAdminTechnician(trx, id);
    if (!technician) throw technicianNotFound();
    const by = adminActor(admin);
    const changed = change.recorded
      ? await recordFact(trx, { technicianId: id, fact: change.fact, by })
      : await clearFact(trx, id, change.fact);
    if (changed) {
      await insertMetadataAudit(trx, { technicianId: id, changedBy: by, fields: [change.fact] });
    }
    return detailsOf(trx, (await lockAdminTechnician(trx, id)) ?? technician);
  });
}

/** One dated entry of the interview notes: when, in Alaska time, who, then the note. */
export function interviewNoteEntry(at: Date, adminName: string, text: string): string {
  return `[${alaskaMoment(at)}, ${adminName}]\n${text}`;
}

/**
 * Appends a dated note to the interview notes; the audit keeps the notes as they read before, as
 * it does for an edit of the whole text.
 */
export function addInterviewNote(
  db: Knex,
  admin: SignedInUser,
  id: string,
  text: string,
  now: Date = new Date(),
): Promise<TechnicianDetails> {
  return db.transaction(async (trx) => {
    const technician = await lockAdminTechnician(trx, id);
    if (!technician) throw technicianNotFound();
    const by = adminActor(admin);
    const before = technician.interview_notes;
    const entry = interviewNoteEntry(now, by.name, text);
    const interviewNotes = before.trim() ? `${before.trimEnd()}\n\n${entry}` : entry;
    await saveAdminEdit(trx, id, { metadata: {}, interviewNotes });
    await insertMetadataAudit(trx, {
      technicianId: id,
      changedBy: by,
      fields: [INTERVIEW_NOTES],
      interviewNotesBefore: before,
    });
    return detailsOf(trx, (await lockAdminTechnician(trx, id)) ?? technician);
  });
}
