// The service-request service's site-cost endpoints: time on site, costs with receipts, standby
// days, the special vehicle and asks for more hours; listed in its document.
import { z } from 'zod';
import { JOB_COST_KINDS } from '../reference/rate-card.js';
import {
  MORE_HOURS_STATUSES,
  moreHoursAskSchema,
  newJobCostSchema,
  siteFactsSchema,
} from '../schemas/site-costs.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';
import { JobFile } from './job-file.js';

const RequestIdParameter = z.guid().meta({
  param: { description: "The request's id.", id: 'SiteCostsRequestId' },
});

const Unauthorized = problemResponse(
  'SiteCostsUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const WrongRole = problemResponse('SiteCostsForbidden', 'The caller lacks the role (`forbidden`).');
const Invalid = problemResponse(
  'SiteCostsInvalid',
  'Invalid fields (`validation_failed`), one entry per field in `errors`: a bad amount, kind or description, a receipt that is not a stored receipt of this job by the caller or already goes with another cost, standby days out of range, hours out of range.',
);
const NotFound = problemResponse(
  'SiteCostsNotFound',
  "No request with this id the caller may see (`not_found`); another technician's job answers the same; an unknown cost (`cost_not_found`) or ask (`ask_not_found`).",
);
const Conflict = problemResponse(
  'SiteCostsConflict',
  'The job is not on site or done (`job_not_costable`), more hours are asked off site (`job_not_on_site`), an ask already waits (`more_hours_pending`), the extra hours would pass MAX_PAY_CAP_HOURS (`too_many_hours`), the ask is decided (`ask_decided`) or the work is approved (`job_not_decidable`).',
);
const Failure = problemResponse(
  'SiteCostsError',
  'Any other failure, as RFC 9457 problem details.',
);

/** What a change to a job's site costs may be answered besides its success. */
const CHANGE_REFUSALS = {
  '401': Unauthorized,
  '403': WrongRole,
  '404': NotFound,
  '409': Conflict,
  default: Failure,
} as const;

/** The same, for a change with a body to check. */
const CHANGE_WITH_BODY_REFUSALS = { '400': Invalid, ...CHANGE_REFUSALS } as const;

export const JobCost = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(JOB_COST_KINDS),
    description: z.string(),
    amountCents: z.int().min(1),
    receipt: JobFile,
    loggedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'JobCost' });

export const MoreHoursAsk = z
  .strictObject({
    id: z.uuid(),
    hours: z.int().min(1),
    reason: z.string(),
    status: z.enum(MORE_HOURS_STATUSES),
    askedAt: z.iso.datetime({ offset: true }),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'MoreHoursAsk' });

export const SiteCosts = z
  .strictObject({
    onSiteMinutes: z.int().min(0).meta({
      description:
        'Check-in to check-out, summed over visits, each started minute counted; held time and time between visits is not; a visit under way counts up to now.',
    }),
    standbyDays: z.int().min(0),
    specialVehicleUsed: z.boolean(),
    extraHoursApproved: z.int().min(0),
    costs: z.array(JobCost).meta({ description: 'Oldest first.' }),
    moreHours: z.array(MoreHoursAsk).meta({ description: 'Oldest first.' }),
  })
  .meta({ id: 'SiteCosts' });

const siteCosts = (description: string) => ({
  description,
  content: { 'application/json': { schema: SiteCosts } },
});

const AskParams = z.object({
  id: RequestIdParameter,
  askId: z.uuid().meta({ param: { description: "The ask's id." } }),
});

const decision = (verb: 'approve' | 'decline') =>
  endpoint({
    operationId: verb === 'approve' ? 'approveMoreHours' : 'declineMoreHours',
    method: 'post',
    path: `/service-requests/{id}/more-hours/{askId}/${verb}`,
    service: 'service-request',
    roles: ['company', 'admin'],
    tags: ['site-costs'],
    summary: verb === 'approve' ? 'Approve an ask for more hours' : 'Decline an ask for more hours',
    description:
      "The request's company or an admin, while the job is On site or Work done; an ask is decided once. Approved hours raise an hourly job's cap.",
    params: AskParams,
    responses: {
      '200': siteCosts("The job's site costs after the decision."),
      ...CHANGE_REFUSALS,
    },
  });

export const serviceRequestSiteCostEndpoints = [
  endpoint({
    operationId: 'getSiteCosts',
    method: 'get',
    path: '/service-requests/{id}/site-costs',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['site-costs'],
    summary: "A job's time on site, costs with receipts, standby days and asks for more hours",
    description:
      "Read by the request's company, its assigned technician and admins; anyone else is answered 404.",
    params: z.object({ id: RequestIdParameter }),
    responses: {
      '200': siteCosts("The job's site costs."),
      '401': Unauthorized,
      '404': NotFound,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'logJobCost',
    method: 'post',
    path: '/service-requests/{id}/costs',
    service: 'service-request',
    roles: ['technician'],
    tags: ['site-costs'],
    summary: 'Log a cost (parts or travel) with its receipt',
    description:
      "The job's technician, while it is On site or Work done. The receipt is uploaded first as a job file of kind `receipt` (a JPEG, PNG or WebP image or a PDF) on the same job; each receipt goes with one cost. The amount counts once the company approves the work.",
    params: z.object({ id: RequestIdParameter }),
    body: { content: { 'application/json': { schema: newJobCostSchema } }, required: true },
    responses: {
      '201': siteCosts("The job's site costs with the new cost."),
      ...CHANGE_WITH_BODY_REFUSALS,
    },
  }),
  endpoint({
    operationId: 'removeJobCost',
    method: 'delete',
    path: '/service-requests/{id}/costs/{costId}',
    service: 'service-request',
    roles: ['technician'],
    tags: ['site-costs'],
    summary: 'Take off a cost logged by mistake, before the work is approved',
    params: z.object({
      id: RequestIdParameter,
      costId: z.uuid().meta({ param: { description: "The cost's id." } }),
    }),
    responses: {
      '200': siteCosts("The job's site costs without the cost."),
      ...CHANGE_REFUSALS,
    },
  }),
  endpoint({
    operationId: 'setSiteFacts',
    method: 'put',
    path: '/service-requests/{id}/site-facts',
    service: 'service-request',
    roles: ['technician'],
    tags: ['site-costs'],
    summary: 'Record weather standby days and whether a special vehicle was used',
    description:
      "The job's technician, while it is On site or Work done; the check-out may carry the same fields. Standby days run from 0 to MAX_STANDBY_DAYS.",
    params: z.object({ id: RequestIdParameter }),
    body: { content: { 'application/json': { schema: siteFactsSchema } }, required: true },
    responses: {
      '200': siteCosts("The job's site costs with the facts recorded."),
      ...CHANGE_WITH_BODY_REFUSALS,
    },
  }),
  endpoint({
    operationId: 'askMoreHours',
    method: 'post',
    path: '/service-requests/{id}/more-hours',
    service: 'service-request',
    roles: ['technician'],
    tags: ['site-costs'],
    summary: "Ask the company for hours beyond the job's cap",
    description:
      "The job's technician while On site; one ask waits at a time, and the approved hours of a job stay within MAX_PAY_CAP_HOURS. The company approves or declines it.",
    params: z.object({ id: RequestIdParameter }),
    body: { content: { 'application/json': { schema: moreHoursAskSchema } }, required: true },
    responses: {
      '201': siteCosts("The job's site costs with the new ask, pending."),
      ...CHANGE_WITH_BODY_REFUSALS,
    },
  }),
  decision('approve'),
  decision('decline'),
];
