import type { TechnicianStanding } from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import { findTechnician } from '../db/technicians.repo.js';
import { technicianNotFound } from './errors.js';

/** The technician's vetting status as it is committed now. */
export async function standingOf(db: Knex, technicianId: string): Promise<TechnicianStanding> {
  const technician = await findTechnician(db, technicianId);
  if (!technician) throw technicianNotFound();
  return { technicianId, vettingStatus: technician.vetting_status };
}
