import type { ServiceRequestStatus } from '@rha/contracts';
import type { Knex } from 'knex';
import { STATUS_GATES, type StatusGate } from './transitions.js';

/**
 * Narrows a query of requests (or of rows joined to them, through `column`) to a gate's statuses,
 * so the repositories ask the database what the transition module decides.
 */
export function statusIn(gate: StatusGate, column = 'status'): (query: Knex.QueryBuilder) => void {
  return (query) => {
    void query.whereIn(column, STATUS_GATES[gate].statuses);
  };
}

/** `column in (…)` of a gate's statuses, for an SQL expression that orders or computes by them. */
export function statusInSql(gate: StatusGate, column = 'status'): string {
  return `${column} in (${STATUS_GATES[gate].statuses.map((status) => `'${status}'`).join(', ')})`;
}

/**
 * Narrows a list to the one status its reader chose, when they chose one: a filter of what to
 * show, not a rule of what may happen.
 */
export function chosenStatus(
  status: ServiceRequestStatus | undefined,
  column = 'status',
): (query: Knex.QueryBuilder) => void {
  return (query) => {
    if (status !== undefined) void query.where(column, status);
  };
}
