import Router from '@koa/router';
import {
  adminTechnicianListQuerySchema,
  adminRatingsQuerySchema,
  checkInSchema,
  interviewNoteSchema,
  checkOutSchema,
  directAssignmentSchema,
  dispatchCandidatesQuerySchema,
  dispatchOffersSchema,
  heldJobDecisionSchema,
  heldJobsQuerySchema,
  messagesReadSchema,
  newJobMessageSchema,
  newRatingSchema,
  offerAcceptanceSchema,
  offerDeclineSchema,
  requestCancellationSchema,
  sendBackSchema,
  serviceLogEntrySchema,
  smartDispatchSettingSchema,
  technicianCoverageSchema,
  unavailablePeriodSchema,
  vettingChangeSchema,
  vettingFactSchema,
  warrantyReopenSchema,
  weatherHoldSchema,
} from '@rha/contracts';
import {
  bffEndpoints,
  companyEndpoints,
  identityEndpoints,
  notificationEndpoints,
  serviceRequestEndpoints,
  technicianEndpoints,
  type Endpoint,
  type ForwardTarget,
} from '@rha/contracts/endpoints';
import { callerOf, handle, type Auth, type Role } from '@rha/kit';
import type Koa from 'koa';
import type { z } from 'zod';
import { forwardPolicies, type Forward } from './forward.js';

const serviceEndpoints: Record<ForwardTarget['service'], readonly Endpoint[]> = {
  identity: identityEndpoints,
  company: companyEndpoints,
  'service-request': serviceRequestEndpoints,
  technician: technicianEndpoints,
  notification: notificationEndpoints,
};

/**
 * Bodies the bff checks itself before passing them on, so the product's messages come back without
 * a hop; the service checks them again with the same schema.
 */
const bodySchemas: Partial<Record<string, z.ZodType>> = {
  saveTechnicianCoverage: technicianCoverageSchema,
  addTechnicianUnavailability: unavailablePeriodSchema,
  acceptJobOffer: offerAcceptanceSchema,
  declineJobOffer: offerDeclineSchema,
  holdTechnicianJob: weatherHoldSchema,
  checkInTechnicianJob: checkInSchema,
  addServiceLogEntry: serviceLogEntrySchema,
  checkOutTechnicianJob: checkOutSchema,
  postJobMessage: newJobMessageSchema,
  markJobMessagesRead: messagesReadSchema,
  rateServiceRequest: newRatingSchema,
  rateTechnicianJob: newRatingSchema,
  cancelServiceRequest: requestCancellationSchema,
  sendBackServiceRequest: sendBackSchema,
  reopenServiceRequest: warrantyReopenSchema,
  changeTechnicianVetting: vettingChangeSchema,
  recordTechnicianFact: vettingFactSchema,
  addInterviewNote: interviewNoteSchema,
  offerServiceRequest: dispatchOffersSchema,
  assignServiceRequest: directAssignmentSchema,
  setSmartDispatch: smartDispatchSettingSchema,
  holdServiceRequest: weatherHoldSchema,
  decideHeldJob: heldJobDecisionSchema,
};

/**
 * Queries the bff checks itself, with the product's messages, before sending on the values as
 * read (trimmed, defaults filled in); any other endpoint's query string goes on as the caller sent
 * it, for the service to judge.
 */
const querySchemas: Partial<Record<string, z.ZodType<Record<string, unknown>>>> = {
  listAdminTechnicians: adminTechnicianListQuerySchema,
  listAdminRatings: adminRatingsQuerySchema,
  getDispatchCandidates: dispatchCandidatesQuerySchema,
  listHeldJobs: heldJobsQuerySchema,
};

/** A checked query as a query string: each value set, in the schema's order. */
function querystringOf(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}

function targetOf(entry: Endpoint, forwardsTo: ForwardTarget): Endpoint {
  const target = serviceEndpoints[forwardsTo.service].find(
    (candidate) => candidate.operationId === forwardsTo.operationId,
  );
  if (!target) {
    throw new Error(`${entry.operationId} forwards to an unknown ${forwardsTo.operationId}`);
  }
  if (!forwardPolicies[forwardsTo.service]) {
    throw new Error(`${entry.operationId} forwards to ${forwardsTo.service}, which has no policy`);
  }
  return target;
}

const realmRoles = new Set<string>(['company', 'technician', 'admin']);

function rolesOf(entry: Endpoint): Role[] {
  const roles = entry.roles.filter((role): role is Role => realmRoles.has(role));
  if (roles.length !== entry.roles.length) {
    throw new Error(`${entry.operationId} is forwarded, so it names realm roles only`);
  }
  return roles;
}

export interface ForwardedRoutesDeps {
  auth: Auth;
  forward: Forward;
}

/**
 * Every bff endpoint whose contract entry names the service operation that answers it: the role
 * check of the entry, then the call passed on, its status and body passed back. What a signed-in
 * caller is answered is private to them, so no answer is cached, a write's included.
 */
export function forwardedRoutes({ auth, forward }: ForwardedRoutesDeps): Router {
  const router = new Router();
  for (const entry of bffEndpoints as readonly Endpoint[]) {
    if (!entry.forwardsTo) continue;
    const target = targetOf(entry, entry.forwardsTo);
    const guard = auth.requireRole(...rolesOf(entry));
    const answer = async (ctx: Koa.Context, input: { body?: unknown; query?: unknown }) => {
      const forwarded = await forward(callerOf(ctx), target, {
        params: ctx.params as Record<string, string>,
        querystring:
          input.query === undefined
            ? ctx.querystring
            : querystringOf(input.query as Record<string, unknown>),
        body: input.body,
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.status = forwarded.status;
      if (forwarded.body !== undefined) ctx.body = forwarded.body;
    };
    const body = bodySchemas[entry.operationId];
    const query = querySchemas[entry.operationId];
    const middleware = handle(
      { auth: guard, ...(body && { body }), ...(query && { query }) },
      (ctx, input) => answer(ctx, input as { body?: unknown; query?: unknown }),
    );
    router.register(entry.path.replace(/\{(\w+)\}/g, ':$1'), [entry.method], middleware);
  }
  return router;
}
