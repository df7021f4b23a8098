import Router from '@koa/router';
import { serviceRequestCallEndpoints } from '@rha/contracts/endpoints';
import { callSignalSendSchema, messages } from '@rha/contracts';
import {
  callerOf,
  handle,
  HttpProblem,
  pathParams,
  signedInUser,
  type Auth,
  type AuthContext,
} from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { CompanyApi } from '../clients/company.js';
import type { TechnicianApi } from '../clients/technician.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { presentCall } from './call.presenter.js';
import type { CallSettings } from './call-settings.js';
import {
  CallAlreadyOpen,
  hangUp,
  joinCall,
  keepAlive,
  listCalls,
  sendSignal,
  startCall,
  type CallCaller,
  type CallCommand,
} from './calls.js';

export interface CallsRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
  technician: TechnicianApi;
  settings: CallSettings;
  /** Publishes what a call wrote to the outbox now rather than at the relay's next pass. */
  publishSoon: () => void;
}

const callNotFound = () =>
  new HttpProblem({ status: 404, code: 'call_not_found', detail: 'Call not found' });

/** A job's call between its technician and one expert; the domain decides who may. */
export function callsRoutes(deps: CallsRoutesDeps): Router {
  const { db, auth, company, technician, settings, publishSoon } = deps;
  const router = new Router();
  const party = auth.requireRole('company', 'technician', 'admin');

  const callerFrom = (ctx: Koa.Context, caller: AuthContext): CallCaller => ({
    user: signedInUser(caller),
    company: company.forCaller(callerOf(ctx)),
    technicians: technician.forCaller(callerOf(ctx)),
  });
  const commandOf = (ctx: Koa.Context): CallCommand => ({
    now: new Date(),
    correlationId: String(ctx.state.requestId ?? ''),
  });

  router.post(
    '/service-requests/:id/calls',
    handle(
      { auth: party, ...pathParams(serviceRequestCallEndpoints, 'startCall', requestNotFound) },
      async (ctx, input) => {
        try {
          const record = await startCall(
            db,
            callerFrom(ctx, input.auth),
            input.params.id,
            commandOf(ctx),
          );
          publishSoon();
          ctx.status = 201;
          ctx.body = { call: presentCall(record) };
        } catch (error) {
          if (!(error instanceof CallAlreadyOpen)) throw error;
          const problem = new HttpProblem({
            status: 409,
            code: error.code,
            detail: messages.calls.alreadyOpen,
          });
          ctx.status = 409;
          ctx.type = 'application/problem+json';
          ctx.body = {
            ...problem.toDocument(ctx.state.requestId as string | undefined),
            call: presentCall(error.record),
          };
        }
      },
    ),
  );

  router.get(
    '/service-requests/:id/calls',
    handle(
      { auth: party, ...pathParams(serviceRequestCallEndpoints, 'listCalls', requestNotFound) },
      async (ctx, input) => {
        const records = await listCalls(db, callerFrom(ctx, input.auth), input.params.id);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { items: records.map(presentCall) };
      },
    ),
  );

  router.post(
    '/calls/:callId/join',
    handle(
      { auth: party, ...pathParams(serviceRequestCallEndpoints, 'joinCall', callNotFound) },
      async (ctx, input) => {
        const record = await joinCall(
          db,
          callerFrom(ctx, input.auth),
          input.params.callId,
          commandOf(ctx),
        );
        publishSoon();
        ctx.body = { call: presentCall(record) };
      },
    ),
  );

  router.post(
    '/calls/:callId/hang-up',
    handle(
      { auth: party, ...pathParams(serviceRequestCallEndpoints, 'hangUpCall', callNotFound) },
      async (ctx, input) => {
        const record = await hangUp(
          db,
          callerFrom(ctx, input.auth),
          input.params.callId,
          commandOf(ctx),
        );
        publishSoon();
        ctx.body = { call: presentCall(record) };
      },
    ),
  );

  router.post(
    '/calls/:callId/keep-alive',
    handle(
      { auth: party, ...pathParams(serviceRequestCallEndpoints, 'keepCallAlive', callNotFound) },
      async (ctx, input) => {
        await keepAlive(db, callerFrom(ctx, input.auth), input.params.callId, new Date());
        ctx.status = 204;
      },
    ),
  );

  router.post(
    '/calls/:callId/signals',
    handle(
      {
        auth: party,
        body: callSignalSendSchema,
        ...pathParams(serviceRequestCallEndpoints, 'sendCallSignal', callNotFound),
      },
      async (ctx, input) => {
        const outcome = await sendSignal(
          db,
          callerFrom(ctx, input.auth),
          {
            callId: input.params.callId,
            ...input.body,
            signalsPerMinute: settings.signalsPerMinute,
          },
          commandOf(ctx),
        );
        if (outcome === 'limited') {
          throw new HttpProblem({
            status: 429,
            code: 'call_signals_limited',
            detail: messages.calls.tooManySignals,
            headers: { 'retry-after': '60' },
          });
        }
        publishSoon();
        // Explicitly empty, then the status (an empty body alone means 204 to Koa): Koa would
        // otherwise word the status ('Accepted') as a text body.
        ctx.body = null;
        ctx.status = 202;
      },
    ),
  );

  return router;
}
