/**
 * The bench technicians' subjects: UUIDs, as Keycloak issues them and as dispatch stores them (its
 * offers keep the technician in a uuid column), all under one prefix so the seeds find their own
 * technicians and read each one's number back.
 */
const prefix = 'b3c40000-0000-4000-8000-';

/** The subject of bench technician `n` (1-based): the prefix and `n` in the last 12 digits. */
export function benchTechnicianId(n: number): string {
  return `${prefix}${String(n).padStart(12, '0')}`;
}

/** A LIKE pattern that matches every bench technician's subject. */
export const benchTechnicianPattern = `${prefix}%`;

/** SQL for the bench number of the row's `keycloak_id`. */
export const benchNumberSql = `substring(keycloak_id from ${prefix.length + 1})::int`;
