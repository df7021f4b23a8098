import type { Migration } from '@rha/kit';
import { createServiceRequests } from './20251121190000_create_service_requests.js';
import { indexServiceRequestsByCompany } from './20261124100100_index_service_requests_by_company.js';
import { addRequestTimeline } from './20261210100000_add_request_timeline.js';
import { addDispatch } from './20261216100000_add_dispatch.js';
import { addOnSiteWork } from './20261222100000_add_on_site_work.js';
import { addJobFiles } from './20261230100000_add_job_files.js';
import { addJobMessages } from './20261230110000_add_job_messages.js';
import { addRatings } from './20261230120000_add_ratings.js';
import { addIdempotencyKeys } from './20261231090000_add_idempotency_keys.js';
import { scopeTicketNumbersByCompany } from './20261231100000_scope_ticket_numbers_by_company.js';
import { scopeIdempotencyKeysToEndpoints } from './20261231120000_scope_idempotency_keys_to_endpoints.js';
import { addHeldJobs } from './20270105100000_add_held_jobs.js';
import { addRequestDocuments } from './20270110100000_add_request_documents.js';
import { indexRequestLists } from './20270111100006_index_request_lists.js';
import { addCalls } from './20270112100002_add_calls.js';
import { addRequestSearchTrigrams } from './20270112100006_add_request_search_trigrams.js';
import { addStillsAndRecordings } from './20270112120007_add_stills_and_recordings.js';
import { addQuotes } from './20270113100002_add_quotes.js';
import { addOfferPay } from './20270113100003_add_offer_pay.js';
import { addSiteCosts } from './20270113100004_add_site_costs.js';
import { indexUpcomingJobs } from './20270113100005_index_upcoming_jobs.js';

/** Every migration of the service_request schema, oldest first. */
export const migrations: Migration[] = [
  createServiceRequests,
  indexServiceRequestsByCompany,
  addRequestTimeline,
  addDispatch,
  addOnSiteWork,
  addJobFiles,
  addJobMessages,
  addRatings,
  addIdempotencyKeys,
  scopeTicketNumbersByCompany,
  scopeIdempotencyKeysToEndpoints,
  addHeldJobs,
  addRequestDocuments,
  indexRequestLists,
  addCalls,
  addRequestSearchTrigrams,
  addStillsAndRecordings,
  addQuotes,
  addOfferPay,
  addSiteCosts,
  indexUpcomingJobs,
];
