import { initialStatusOf } from '@rha/contracts';
import type {
  DeviceLocation,
  DispatchWave,
  JobPay,
  ServiceRequestAnswers,
  ServiceRequestStatus,
} from '@rha/contracts';
import type { Knex } from 'knex';
import { statusIn } from './status-filters.js';
import { isIn, type StatusGate } from './transitions.js';
import { isUuid } from '../db/ids.js';

type Answer<K extends keyof ServiceRequestAnswers> = ServiceRequestAnswers[K];

/** A row of `service_requests`, as read through `columns` (the date as YYYY-MM-DD text). */
export interface ServiceRequestRow {
  id: string;
  ticket_number: string;
  service_type: Answer<'serviceType'>;
  status: ServiceRequestStatus;
  submitted_by: string;
  company_id: string;
  location_id: string;
  job_description: string;
  preferred_date: string;
  restricted_access: Answer<'restrictedAccess'>;
  keys_needed: string;
  preferred_time_range: Answer<'preferredTimeRange'>;
  live_video_required: Answer<'liveVideoRequired'>;
  has_wifi: Answer<'hasWifi'>;
  want_pro_package: Answer<'wantProPackage'>;
  has_outlet: Answer<'hasOutlet'>;
  connection_method: string;
  video_duration: Answer<'videoDuration'>;
  has_documentation: Answer<'hasDocumentation'>;
  contact_person: string;
  phone_number: string;
  additional_information: string;
  created_at: Date;
  updated_at: Date;
  community: string | null;
  region: string | null;
  location_address: string;
  company_name: string;
  submitter_email: string;
  smart_dispatch: boolean;
  dispatch_wave: DispatchWave | null;
  next_wave_at: Date | null;
  flagged_at: Date | null;
  assigned_technician_id: string | null;
  assigned_technician_name: string;
  assigned_technician_community: string;
  assigned_technician_email: string;
  eta: Date | null;
  checked_in_at: Date | null;
  check_in_captured_at: Date | null;
  check_in_location: DeviceLocation | null;
  work_done_at: Date | null;
  work_done_captured_at: Date | null;
  work_summary: string;
  auto_approve_at: Date | null;
  completed_at: Date | null;
  warranty_until: Date | null;
  /** The admin's pay before a technician takes the job, the agreed pay after; null: the rate card's. */
  pay: JobPay | null;
}

/** What submission copies onto the request so that dispatch never has to ask for it again. */
export interface RequestSnapshot {
  community: string | null;
  region: string | null;
  locationAddress: string;
  companyName: string;
  submitterEmail: string;
}

/** The dispatch and assignment columns a move may change. */
export interface RequestChanges {
  status?: ServiceRequestStatus;
  smart_dispatch?: boolean;
  dispatch_wave?: DispatchWave | null;
  next_wave_at?: Date | null;
  flagged_at?: Date | null;
  assigned_technician_id?: string | null;
  assigned_technician_name?: string;
  assigned_technician_community?: string;
  assigned_technician_email?: string;
  eta?: Date | null;
  checked_in_at?: Date | null;
  check_in_captured_at?: Date | null;
  check_in_location?: DeviceLocation | null;
  work_done_at?: Date | null;
  work_done_captured_at?: Date | null;
  work_summary?: string;
  auto_approve_at?: Date | null;
  completed_at?: Date | null;
  warranty_until?: Date | null;
  pay?: JobPay | null;
}

export interface NewServiceRequest {
  /** The number to store it under; the answers' own one may have been taken. */
  ticketNumber: string;
  submittedBy: string;
  companyId: string;
  answers: ServiceRequestAnswers;
  snapshot: RequestSnapshot;
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'service_requests';

/** pg turns a `date` into a local-midnight Date; the calendar day is read as text instead. */
export function columns(db: Queryable): (string | Knex.Raw)[] {
  return [
    'id',
    'ticket_number',
    'service_type',
    'status',
    'submitted_by',
    'company_id',
    'location_id',
    'job_description',
    db.raw(`to_char(preferred_date, 'YYYY-MM-DD') as preferred_date`),
    'restricted_access',
    'keys_needed',
    'preferred_time_range',
    'live_video_required',
    'has_wifi',
    'want_pro_package',
    'has_outlet',
    'connection_method',
    'video_duration',
    'has_documentation',
    'contact_person',
    'phone_number',
    'additional_information',
    'created_at',
    'updated_at',
    'community',
    'region',
    'location_address',
    'company_name',
    'submitter_email',
    'smart_dispatch',
    'dispatch_wave',
    'next_wave_at',
    'flagged_at',
    'assigned_technician_id',
    'assigned_technician_name',
    'assigned_technician_community',
    'assigned_technician_email',
    'eta',
    'checked_in_at',
    'check_in_captured_at',
    'check_in_location',
    'work_done_at',
    'work_done_captured_at',
    'work_summary',
    'auto_approve_at',
    'completed_at',
    'warranty_until',
    'pay',
  ];
}

function answerColumns(answers: ServiceRequestAnswers) {
  return {
    service_type: answers.serviceType,
    location_id: answers.location,
    job_description: answers.jobDescription,
    preferred_date: answers.preferredDate,
    restricted_access: answers.restrictedAccess,
    keys_needed: answers.keysNeeded,
    preferred_time_range: answers.preferredTimeRange,
    live_video_required: answers.liveVideoRequired,
    has_wifi: answers.hasWifi,
    want_pro_package: answers.wantProPackage,
    has_outlet: answers.hasOutlet,
    connection_method: answers.connectionMethod,
    video_duration: answers.videoDuration,
    has_documentation: answers.hasDocumentation,
    contact_person: answers.contactPerson,
    phone_number: answers.phoneNumber,
    additional_information: answers.additionalInformation,
  };
}

/** The answers as stored, under the ticket number the request got. */
export function answersOf(row: ServiceRequestRow): ServiceRequestAnswers {
  return {
    serviceTicketNumber: row.ticket_number,
    serviceType: row.service_type,
    jobDescription: row.job_description,
    location: row.location_id,
    restrictedAccess: row.restricted_access,
    keysNeeded: row.keys_needed,
    preferredDate: row.preferred_date,
    preferredTimeRange: row.preferred_time_range,
    liveVideoRequired: row.live_video_required,
    hasWifi: row.has_wifi,
    wantProPackage: row.want_pro_package,
    hasOutlet: row.has_outlet,
    connectionMethod: row.connection_method,
    videoDuration: row.video_duration,
    hasDocumentation: row.has_documentation,
    contactPerson: row.contact_person,
    phoneNumber: row.phone_number,
    additionalInformation: row.additional_information,
  };
}

/** A ticket number as a company holds it: unique within the company, not across companies. */
export interface CompanyTicket {
  companyId: string;
  ticketNumber: string;
}

/**
 * Serialises submissions of one company's ticket number until the transaction ends, so a retry
 * that races its own first attempt finds that attempt's row instead of taking a second number.
 */
export async function lockTicketNumber(
  trx: Knex.Transaction,
  ticket: CompanyTicket,
): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [
    `service-ticket:${ticket.companyId}:${ticket.ticketNumber}`,
  ]);
}

export async function findByTicketNumber(
  db: Queryable,
  ticket: CompanyTicket,
): Promise<ServiceRequestRow | undefined> {
  return db(TABLE)
    .select(columns(db))
    .where({ company_id: ticket.companyId, ticket_number: ticket.ticketNumber })
    .first();
}

/**
 * Inserts the request unless its company holds its ticket number already; undefined then (the
 * unique index decides).
 */
export async function insertIfTicketNumberFree(
  db: Queryable,
  request: NewServiceRequest,
): Promise<ServiceRequestRow | undefined> {
  const status = initialStatusOf(request.answers.serviceType);
  const rows: ServiceRequestRow[] = await db(TABLE)
    .insert({
      ...answerColumns(request.answers),
      ticket_number: request.ticketNumber,
      submitted_by: request.submittedBy,
      company_id: request.companyId,
      community: request.snapshot.community,
      region: request.snapshot.region,
      location_address: request.snapshot.locationAddress,
      company_name: request.snapshot.companyName,
      submitter_email: request.snapshot.submitterEmail,
      status,
      // The next tick sends the first wave; a custom request waits until its quote is accepted.
      next_wave_at: isIn('awaitingTechnician', status) ? db.fn.now() : null,
    })
    .onConflict(['company_id', 'ticket_number'])
    .ignore()
    .returning(columns(db));
  return rows[0];
}

/**
 * A random ticket number of the given YYYYMMDD date the company does not hold, or undefined when it
 * holds all 9000.
 */
export async function freeTicketNumberOn(
  db: Queryable,
  companyId: string,
  datePart: string,
): Promise<string | undefined> {
  const result = await db.raw<{ rows: { ticket_number: string }[] }>(
    `select ? || '-' || suffix as ticket_number
       from generate_series(1000, 9999) as suffix
      where not exists (
              select 1 from ${TABLE}
               where company_id = ? and ticket_number = ? || '-' || suffix
            )
      order by random()
      limit 1`,
    [datePart, companyId, datePart],
  );
  return result.rows[0]?.ticket_number;
}

export async function findById(db: Queryable, id: string): Promise<ServiceRequestRow | undefined> {
  return db(TABLE).select(columns(db)).where({ id }).first();
}

/** As findById, holding the row until the transaction ends so that moves of one request queue up. */
export async function findByIdForUpdate(
  trx: Knex.Transaction,
  id: string,
): Promise<ServiceRequestRow | undefined> {
  return trx(TABLE).select(columns(trx)).where({ id }).forUpdate().first();
}

export async function updateRequest(
  db: Queryable,
  id: string,
  changes: RequestChanges,
): Promise<ServiceRequestRow> {
  const [row] = (await db(TABLE)
    .update({ ...changes, updated_at: db.fn.now() })
    .where({ id })
    .returning(columns(db))) as ServiceRequestRow[];
  if (!row) throw new Error(`service request ${id} vanished while locked`);
  return row;
}

/** How many requests each of the companies has; companies without any are left out. */
export async function countByCompany(
  db: Queryable,
  companyIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db(TABLE)
    .select('company_id')
    .count<{ company_id: string; count: string }[]>({ count: '*' })
    .whereIn('company_id', companyIds)
    .groupBy('company_id');
  return new Map(rows.map((row) => [row.company_id, Number(row.count)]));
}

/** A company's newest requests, newest first. */
export async function listByCompany(
  db: Queryable,
  companyId: string,
  limit: number,
): Promise<ServiceRequestRow[]> {
  return db(TABLE)
    .select(columns(db))
    .where({ company_id: companyId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
}

/** The requests assigned to a technician in the gate's statuses, soonest preferred date first. */
export async function listAssignedTo(
  db: Queryable,
  technicianId: string,
  statuses: StatusGate,
  limit: number,
): Promise<ServiceRequestRow[]> {
  if (!isUuid(technicianId)) return [];
  return db(TABLE)
    .select(columns(db))
    .where({ assigned_technician_id: technicianId })
    .where(statusIn(statuses))
    .orderBy([
      { column: 'preferred_date', order: 'asc' },
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit);
}

/** Requests a technician holds in the gate's statuses, soonest preferred date first. */
export async function listAssignedByStatus(
  db: Queryable,
  statuses: StatusGate,
  limit: number,
): Promise<ServiceRequestRow[]> {
  return db(TABLE)
    .select(columns(db))
    .whereNotNull('assigned_technician_id')
    .where(statusIn(statuses))
    .orderBy([
      { column: 'preferred_date', order: 'asc' },
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit);
}

/**
 * Locks the finished jobs whose company stayed silent until `now`, skipping rows another ticker
 * or a company's review holds: each is approved once, by whoever locked it.
 */
export async function lockDueApprovals(
  trx: Knex.Transaction,
  now: Date,
  limit: number,
): Promise<ServiceRequestRow[]> {
  return trx(TABLE)
    .select(columns(trx))
    .where(statusIn('awaitingReview'))
    .where('auto_approve_at', '<=', now)
    .orderBy('auto_approve_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
}

/**
 * Takes the requests whose next wave is due by `now` and moves their next wave to `leaseUntil`,
 * in one statement: rows another ticker holds are skipped, and once this commits no other ticker
 * finds them due until the lease ends (so a ticker that dies mid-wave is replaced).
 */
export async function claimDueWaves(
  db: Queryable,
  options: {
    statuses: StatusGate;
    now: Date;
    leaseUntil: Date;
    limit: number;
  },
): Promise<ServiceRequestRow[]> {
  const due = db(TABLE)
    .select('id')
    .where({ smart_dispatch: true })
    .where(statusIn(options.statuses))
    .whereNull('flagged_at')
    .where('next_wave_at', '<=', options.now)
    .orderBy('next_wave_at')
    .limit(options.limit)
    .forUpdate()
    .skipLocked();
  return (await db(TABLE)
    .update({ next_wave_at: options.leaseUntil })
    .whereIn('id', due)
    .returning(columns(db))) as ServiceRequestRow[];
}

export async function findByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<ServiceRequestRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db(TABLE).select(columns(db)).whereIn('id', valid);
}
