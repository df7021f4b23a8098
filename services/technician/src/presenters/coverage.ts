import type { UnavailablePeriod } from '@rha/contracts/schemas';
import type { PeriodRow } from '../db/unavailable-periods.repo.js';

export function presentPeriod(row: PeriodRow): UnavailablePeriod {
  return { id: row.id, from: row.from_date, to: row.to_date, reason: row.reason, note: row.note };
}
