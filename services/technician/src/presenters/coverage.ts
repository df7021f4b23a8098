import type { ScheduledUnavailablePeriod, UnavailablePeriod } from '@rha/contracts/schemas';
import type { PeriodRow, ScheduledPeriodRow } from '../db/unavailable-periods.repo.js';

export function presentPeriod(row: PeriodRow): UnavailablePeriod {
  return { id: row.id, from: row.from_date, to: row.to_date, reason: row.reason, note: row.note };
}

export function presentScheduledPeriod(row: ScheduledPeriodRow): ScheduledUnavailablePeriod {
  return { ...presentPeriod(row), technicianId: row.technician_id, technicianName: row.full_name };
}
