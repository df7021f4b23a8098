// The service-request service's call endpoints (live assist on a job); listed in its document.
import { z } from 'zod';
import {
  callAnswerSchema,
  callListSchema,
  callSchema,
  callSignalSendSchema,
} from '../schemas/calls.js';
import { endpoint } from './define.js';
import { Problem, problemResponse } from './problem.js';

const JobIdParameter = z.guid().meta({
  param: { description: "The request's id (the job the call is about).", id: 'CallJobId' },
});

const CallIdParameter = z.guid().meta({
  param: { description: "The call's id.", id: 'CallId' },
});

/** The failures the call endpoints share, the same in service-request's document and the bff's. */
export const callProblems = {
  unauthorized: problemResponse(
    'CallUnauthorized',
    'No bearer token, or the token is invalid or expired.',
  ),
  notAllowed: problemResponse(
    'CallNotAllowed',
    "The caller is neither the job's technician in good standing, a user of the job's company, nor an admin (`forbidden`); for a signal, hang-up or keep-alive, not one of the call's people (`call_not_participant`).",
  ),
  jobNotFound: problemResponse('CallJobNotFound', 'No request with this id (`not_found`).'),
  callNotFound: problemResponse('CallNotFound', 'No call with this id (`call_not_found`).'),
  callEnded: problemResponse(
    'CallEnded',
    'The call has ended (`call_ended`, `This call has ended.`).',
  ),
  notJoinable: problemResponse(
    'CallNotJoinable',
    'Two other people are in the call (`call_full`, `This call is full.`), or it has ended (`call_ended`).',
  ),
  signalInvalid: problemResponse(
    'CallSignalInvalid',
    'Not a signal, or one too large; one entry per field (e.g. `sdp`: `A session description can be at most 16384 bytes`).',
  ),
  signalsTooMany: problemResponse(
    'CallSignalsTooMany',
    "The call has used its minute's budget of signals (`call_signals_limited`).",
  ),
  failure: problemResponse('CallError', 'Any other failure, as RFC 9457 problem details.'),
};
const p = callProblems;

/** A start while another call of the job is open: the answer carries that call, to join instead. */
export const CallAlreadyOpenProblem = Problem.extend({
  call: callSchema.optional().meta({
    description: 'The call already open on the job; present with `call_already_open` only.',
  }),
}).meta({
  id: 'CallAlreadyOpenProblem',
  description:
    'Problem details of a call that cannot start: with `call_already_open` they name the open call.',
});

const roles = ['company', 'technician', 'admin'] as const;

export const serviceRequestCallEndpoints = [
  endpoint({
    operationId: 'startCall',
    method: 'post',
    path: '/service-requests/{id}/calls',
    service: 'service-request',
    roles,
    tags: ['calls'],
    summary: 'Start a call on the job (its technician, a user of its company, or an admin)',
    description:
      "Allowed while the job is held by its technician and not finished (Accepted, On hold, On site). The call rings for the other side: the technician when an expert starts it, the company's users when the technician does. Publishes `service-request.call-changed.v1`. A suspended or rejected technician, and anyone else, answers 403.",
    params: z.object({ id: JobIdParameter }),
    responses: {
      '201': {
        description: 'The ringing call.',
        content: { 'application/json': { schema: callAnswerSchema } },
      },
      '401': p.unauthorized,
      '403': p.notAllowed,
      '404': p.jobNotFound,
      '409': {
        id: 'CallNotStartable',
        description:
          'A call is already open on the job (`call_already_open`; the problem carries it as `call`), or the job is not accepted or on site (`job_not_callable`).',
        content: { 'application/problem+json': { schema: CallAlreadyOpenProblem } },
      },
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'listCalls',
    method: 'get',
    path: '/service-requests/{id}/calls',
    service: 'service-request',
    roles,
    tags: ['calls'],
    summary: "The job's calls, newest first (the open one, if any, first)",
    description:
      "Every call of the job with who took part, when, how long (from `connectedAt` to `endedAt`) and how it ended: the calls' part of the job's timeline.",
    params: z.object({ id: JobIdParameter }),
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
    operationId: 'joinCall',
    method: 'post',
    path: '/calls/{callId}/join',
    service: 'service-request',
    roles,
    tags: ['calls'],
    summary: 'Join a ringing or active call of a job',
    description:
      'The second person makes the call active; a person already in it joins again (another device, a reload). Publishes `service-request.call-changed.v1`.',
    params: z.object({ callId: CallIdParameter }),
    responses: {
      '200': {
        description: 'The call as it now is.',
        content: { 'application/json': { schema: callAnswerSchema } },
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
    method: 'post',
    path: '/calls/{callId}/hang-up',
    service: 'service-request',
    roles,
    tags: ['calls'],
    summary: 'Leave a call; it ends when nobody is left in it',
    description:
      'A ringing call hung up by its starter ends at once. Publishes `service-request.call-changed.v1`. Hanging up an ended call answers it as it is.',
    params: z.object({ callId: CallIdParameter }),
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
    method: 'post',
    path: '/calls/{callId}/keep-alive',
    service: 'service-request',
    roles,
    tags: ['calls'],
    summary: 'Tell the service the caller is still in the call',
    description:
      'A call that nobody signals or keeps alive for `CALL_IDLE_TIMEOUT_SECONDS` ends as dropped; a client in a call sends this every half of that or so.',
    params: z.object({ callId: CallIdParameter }),
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
    method: 'post',
    path: '/calls/{callId}/signals',
    service: 'service-request',
    roles,
    tags: ['calls'],
    summary: "Pass a WebRTC signal to the call's other person",
    description:
      "Only a person in the call may signal. The signal goes to the other person's live stream as `callSignal` (through `service-request.call-signal.v2`), and keeps the call alive. Each call carries at most `CALL_SIGNALS_PER_MINUTE` signals a minute, whoever sends them.",
    params: z.object({ callId: CallIdParameter }),
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
