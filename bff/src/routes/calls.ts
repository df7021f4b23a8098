import Router from '@koa/router';
import {
  bffCallEndpoints,
  serviceRequestCallEndpoints,
  type Endpoint,
} from '@rha/contracts/endpoints';
import type { Call } from '@rha/contracts';
import { callerOf, handle, HttpProblem, pathParams, type Auth, type Caller } from '@rha/kit';
import type Koa from 'koa';
import type { MintIceServers } from '../calls/ice-servers.js';
import type { Forward } from '../forwarding/forward.js';

export interface CallRoutesDeps {
  auth: Auth;
  forward: Forward;
  mintIceServers: MintIceServers;
}

function serviceEntry(operationId: string): Endpoint {
  const entry = serviceRequestCallEndpoints.find((e) => e.operationId === operationId);
  if (!entry) throw new Error(`service-request has no ${operationId}`);
  return entry;
}

const notFound = (code: string, detail: string) => () =>
  new HttpProblem({ status: 404, code, detail });

/**
 * Starting and joining a call: service-request decides who may, the bff adds the ICE servers
 * minted for this call and this person; a ringing call's page may have them before it joins. The
 * other call routes are plain forwards.
 */
export function callRoutes({ auth, forward, mintIceServers }: CallRoutesDeps): Router {
  const router = new Router();
  const party = auth.requireRole('company', 'technician', 'admin');
  const start = serviceEntry('startCall');
  const list = serviceEntry('listCalls');
  const join = serviceEntry('joinCall');

  const withIceServers = (ctx: Koa.Context, status: number, call: Call | null, userId: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    ctx.body = { ...(call && { call }), iceServers: mintIceServers(userId) };
  };

  /** The job's open call, for a start that found one: the browser joins it instead. */
  async function openCallOf(caller: Caller, requestId: string): Promise<Call | undefined> {
    const listed = await forward(caller, list, { params: { id: requestId }, querystring: '' });
    const { items } = listed.body as { items: Call[] };
    return items.find((call) => call.endedAt === null);
  }

  router.post(
    '/api/service-requests/:id/calls',
    handle(
      {
        auth: party,
        ...pathParams(
          bffCallEndpoints,
          'startCall',
          notFound('not_found', 'Service request not found'),
        ),
      },
      async (ctx, input) => {
        const caller = callerOf(ctx);
        try {
          const started = await forward(caller, start, {
            params: { id: input.params.id },
            querystring: '',
          });
          const { call } = started.body as { call: Call };
          withIceServers(ctx, started.status, call, input.auth.subject);
        } catch (error) {
          if (!(error instanceof HttpProblem) || error.code !== 'call_already_open') throw error;
          const open = await openCallOf(caller, input.params.id);
          ctx.status = error.status;
          ctx.type = 'application/problem+json';
          ctx.body = {
            ...error.toDocument(ctx.state.requestId as string | undefined),
            ...(open && { call: open }),
          };
        }
      },
    ),
  );

  router.get(
    '/api/service-requests/:id/calls/ice-servers',
    handle(
      {
        auth: party,
        ...pathParams(
          bffCallEndpoints,
          'getCallIceServers',
          notFound('not_found', 'Service request not found'),
        ),
      },
      async (ctx, input) => {
        // service-request's list of the job's calls answers only whoever may take part in them.
        await forward(callerOf(ctx), list, { params: { id: input.params.id }, querystring: '' });
        withIceServers(ctx, 200, null, input.auth.subject);
      },
    ),
  );

  router.post(
    '/api/calls/:callId/join',
    handle(
      {
        auth: party,
        ...pathParams(bffCallEndpoints, 'joinCall', notFound('call_not_found', 'Call not found')),
      },
      async (ctx, input) => {
        const joined = await forward(callerOf(ctx), join, {
          params: { callId: input.params.callId },
          querystring: '',
        });
        const { call } = joined.body as { call: Call };
        withIceServers(ctx, joined.status, call, input.auth.subject);
      },
    ),
  );

  return router;
}
