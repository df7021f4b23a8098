import type { Migration } from '@rha/kit';
import { createTechnicians } from './20251201120000_create_technicians.js';
import { addTechnicianDirectory } from './20261124090000_add_technician_directory.js';
import { createVettingAndAudit } from './20261124090100_create_vetting_and_audit.js';
import { createCoverage } from './20261215090000_create_coverage.js';
import { addLocationRegion } from './20261216090000_add_location_region.js';
import { addRatingsReceived } from './20261230130000_add_ratings_received.js';
import { addIdempotencyKeys } from './20261231090000_add_idempotency_keys.js';
import { scopeIdempotencyKeysToEndpoints } from './20261231120000_scope_idempotency_keys_to_endpoints.js';
import { addVettingFacts } from './20270105110000_add_vetting_facts.js';
import { addDirectoryListIndexes } from './20270110090005_add_directory_list_indexes.js';

/** Every migration of the technician schema, oldest first. */
export const migrations: Migration[] = [
  createTechnicians,
  addTechnicianDirectory,
  createVettingAndAudit,
  createCoverage,
  addLocationRegion,
  addRatingsReceived,
  addIdempotencyKeys,
  scopeIdempotencyKeysToEndpoints,
  addVettingFacts,
  addDirectoryListIndexes,
];
