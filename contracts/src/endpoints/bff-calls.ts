// The bff's call endpoints (live assist on a job); listed in bff.ts's document.
import { z } from 'zod';
import {
  callAnswerSchema,
  callListSchema,
  callSignalSendSchema,
  callWithIceServersSchema,
  iceServerListSchema,
} from '../schemas/calls.js';
import { endpoint } from './define.js';
import { CallAlreadyOpenProblem, callProblems as p } from './service-request-calls.js';

const JobId = z.guid().meta({
  param: { description: "The request's id (the job the call is about).", id: 'BffCallJobId' },
});
const CallId = z.guid().meta({ param: { description: "The call's id.", id: 'BffCallId' } });

const roles = ['company', 'technician', 'admin'] as const;

export const bffCallEndpoints = [
  endpoint({
    operationId: 'startCall',
    method: 'post',
    path: '/api/service-requests/{id}/calls',
    service: 'bff',
    roles,
    tags: ['calls'],
    summary: 'Start a call on the job, with the ICE servers to reach it by',
    description:
      "service-request decides who may (the job's technician in good standing, a user of its company, an admin) and whether the job allows it (Accepted, On hold, On site); the bff adds STUN/TURN servers minted for this call and this person (TURN credentials expire). The other side hears of it on its live stream (`call`).",
    params: z.object({ id: JobId }),
    responses: {
      '201': {
        description: 'The ringing call and the ICE servers.',
        content: { 'application/json': { schema: callWithIceServersSchema } },
      },
      '401': p.unauthorized,
      '403': p.notAllowed,
      '404': p.jobNotFound,
      '409': {
        id: 'BffCallNotStartable',
        description:
          'A call is already open on the job (`call_already_open`; the problem carries it as `call`, to join instead), or the job is not accepted or on site (`job_not_callable`).',
        content: { 'application/problem+json': { schema: CallAlreadyOpenProblem } },
      },
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'listCalls',
    forwardsTo: { service: 'service-request', operationId: 'listCalls' },
    method: 'get',
    path: '/api/service-requests/{id}/calls',
    service: 'bff',
    roles,
    tags: ['calls'],
    summary: "The job's calls, newest first (the open one, if any, first)",
    description:
      "Who took part, when, how long (`connectedAt` to `endedAt`) and how each ended: the calls' part of the job's timeline.",
    params: z.object({ id: JobId }),
    responses: {
      '200': {
        description: 'The calls.',
        content: { 'application/json': { schema: callListSchema } },
      },
      '401': p.unauthorized,
      '403': p.notAllowed,
      '404': p.jobNotFound,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'getCallIceServers',
    method: 'get',
    path: '/api/service-requests/{id}/calls/ice-servers',
    service: 'bff',
    roles,
    tags: ['calls'],
    summary: "The ICE servers to reach the job's calls by, before joining one",
    description:
      "For a page where a call rings: with them the browser makes its TURN allocation (two round trips, over a satellite link most of the time to audio) while its person decides to join. Only for who may take part in the job's calls, as service-request's list of them decides; minted for this person, as a start or join would.",
    params: z.object({ id: JobId }),
    responses: {
      '200': {
        description: 'The ICE servers.',
        content: { 'application/json': { schema: iceServerListSchema } },
      },
      '401': p.unauthorized,
      '403': p.notAllowed,
      '404': p.jobNotFound,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'joinCall',
    method: 'post',
    path: '/api/calls/{callId}/join',
    service: 'bff',
    roles,
    tags: ['calls'],
    summary: 'Join a call, with the ICE servers to reach it by',
    params: z.object({ callId: CallId }),
    responses: {
      '200': {
        description: 'The call as it now is and the ICE servers.',
        content: { 'application/json': { schema: callWithIceServersSchema } },
      },
      '401': p.unauthorized,
      '403': p.notAllowed,
      '404': p.callNotFound,
      '409': p.notJoinable,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'hangUpCall',
    forwardsTo: { service: 'service-request', operationId: 'hangUpCall' },
    method: 'post',
    path: '/api/calls/{callId}/hang-up',
    service: 'bff',
    roles,
    tags: ['calls'],
    summary: 'Leave a call; it ends when nobody is left in it',
    params: z.object({ callId: CallId }),
    responses: {
      '200': {
        description: 'The call as it now is.',
        content: { 'application/json': { schema: callAnswerSchema } },
      },
      '401': p.unauthorized,
      '403': p.notAllowed,
      '404': p.callNotFound,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'keepCallAlive',
    forwardsTo: { service: 'service-request', operationId: 'keepCallAlive' },
    method: 'post',
    path: '/api/calls/{callId}/keep-alive',
    service: 'bff',
    roles,
    tags: ['calls'],
    summary: 'Tell the server the caller is still in the call',
    description:
      'A call nobody signals or keeps alive for `CALL_IDLE_TIMEOUT_SECONDS` ends as dropped; a client in a call sends this every half of that or so.',
    params: z.object({ callId: CallId }),
    responses: {
      '204': { description: 'Noted.' },
      '401': p.unauthorized,
      '403': p.notAllowed,
      '404': p.callNotFound,
      '409': p.callEnded,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'sendCallSignal',
    forwardsTo: { service: 'service-request', operationId: 'sendCallSignal' },
    method: 'post',
    path: '/api/calls/{callId}/signals',
    service: 'bff',
    roles,
    tags: ['calls'],
    summary:
      "Pass a WebRTC signal (offer, answer, ICE candidate, restart) to the call's other person",
    description:
      "It arrives on the other person's live stream as `callSignal`. Not counted by the per-user write limit, so trickle ICE never meets it; the call's own budget (`CALL_SIGNALS_PER_MINUTE`) bounds it instead.",
    params: z.object({ callId: CallId }),
    body: { content: { 'application/json': { schema: callSignalSendSchema } }, required: true },
    responses: {
      '202': { description: 'Passed on.' },
      '400': p.signalInvalid,
      '401': p.unauthorized,
      '403': p.notAllowed,
      '404': p.callNotFound,
      '409': p.callEnded,
      '429': p.signalsTooMany,
      default: p.failure,
    },
  }),
];
