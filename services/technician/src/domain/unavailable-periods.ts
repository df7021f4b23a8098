import { alaskaToday, COVERAGE_LIMITS } from '@rha/contracts/reference';
import type { UnavailablePeriodInput } from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import { ensureTechnician } from '../db/technicians.repo.js';
import {
  countPeriods,
  deletePeriod,
  insertPeriod,
  listPeriods,
  listPeriodsNotEnded,
  lockTechnicianPeriods,
  type PeriodRow,
  type ScheduledPeriodRow,
} from '../db/unavailable-periods.repo.js';
import { periodNotFound, tooManyPeriods } from './errors.js';

/* Every period is found by the token subject and its id together: another's id is not found. */

export async function listOwnPeriods(db: Knex, subject: string): Promise<PeriodRow[]> {
  return listPeriods(db, subject);
}

export async function addOwnPeriod(
  db: Knex,
  subject: string,
  period: UnavailablePeriodInput,
): Promise<PeriodRow> {
  return db.transaction(async (trx) => {
    await ensureTechnician(trx, subject);
    await lockTechnicianPeriods(trx, subject);
    if ((await countPeriods(trx, subject)) >= COVERAGE_LIMITS.unavailablePeriods) {
      throw tooManyPeriods();
    }
    return insertPeriod(trx, subject, period);
  });
}

export async function deleteOwnPeriod(db: Knex, subject: string, id: string): Promise<void> {
  if ((await deletePeriod(db, subject, id)) === 0) throw periodNotFound();
}

/** Every technician's time away still ahead or under way on Alaska's calendar, for the admins. */
export function listPeriodsForSchedule(
  db: Knex,
  now: Date = new Date(),
): Promise<ScheduledPeriodRow[]> {
  return listPeriodsNotEnded(db, alaskaToday(now), COVERAGE_LIMITS.schedulePeriods);
}
