import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts';

/**
 * The load a drill runs under: workers in a closed loop of sign-ins, profile reads and service-request
 * submits, each answer recorded by kind, so a drill can say which requests failed, how, and how fast.
 */
export type Operation = 'sign-in' | 'profile-read' | 'submit';

export interface Answer {
  operation: Operation;
  /** HTTP status; 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** Milliseconds from sending to the answer (or the failure). */
  ms: number;
  /** The content type of an error answer, to check problem+json. */
  contentType: string | null;
  /** When it was sent, ms since the traffic started. */
  at: number;
}

export interface TrafficTarget {
  webUrl: string;
  tokenUrl: string;
  authorization: string;
  locationId: string;
}

export interface Traffic {
  answers: Answer[];
  /** Ticket numbers of the service requests the stack accepted (2xx), one per Idempotency-Key. */
  submitted: string[];
  /** Submits that needed more than one attempt, and resends answered with another request's id. */
  resent: number;
  duplicates: number;
  /** Submits that were never accepted, however often resent. */
  unaccepted: number;
  stop(): Promise<void>;
}

// Past this a request counts as hung: the point of failing fast is answering well inside it.
const requestTimeoutMs = 10_000;
// A submit refused for a passing reason (5xx, no answer) is resent with its key, as the web app's queue does.
const resendPauseMs = 500;
const maxSubmitAttempts = 240;
const mix: Operation[] = ['submit', 'submit', 'profile-read', 'profile-read', 'sign-in'];

export function startTraffic(target: TrafficTarget, workers: number, pauseMs: number): Traffic {
  const startedAt = Date.now();
  let running = true;
  let turn = 0;
  const traffic: Traffic = {
    answers: [],
    submitted: [],
    resent: 0,
    duplicates: 0,
    unaccepted: 0,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };

  /** One request; its answer recorded, and its body when it succeeded. */
  const attempt = async (
    operation: Operation,
    key: string,
  ): Promise<{ ok: boolean; retry: boolean; body: string }> => {
    const at = Date.now() - startedAt;
    const sent = Date.now();
    try {
      const response = await send(target, operation, key);
      const body = await response.text();
      traffic.answers.push({
        operation,
        status: response.status,
        ms: Date.now() - sent,
        contentType: response.ok ? null : response.headers.get('content-type'),
        at,
      });
      return { ok: response.ok, retry: response.status >= 500, body };
    } catch {
      traffic.answers.push({ operation, status: 0, ms: Date.now() - sent, contentType: null, at });
      return { ok: false, retry: true, body: '' };
    }
  };

  const submit = async () => {
    const key = randomUUID();
    const ids = new Set<string>();
    for (let attempts = 1; attempts <= maxSubmitAttempts; attempts++) {
      const result = await attempt('submit', key);
      if (result.ok) ids.add(idOf(result.body));
      if (attempts > 1) traffic.resent++;
      // Once accepted, one resend proves the key answers the same request again.
      if (result.ok && attempts > 1) {
        const replay = await attempt('submit', key);
        if (replay.ok) ids.add(idOf(replay.body));
      }
      if (!result.retry) break;
      await new Promise((resolve) => setTimeout(resolve, resendPauseMs));
    }
    traffic.submitted.push(...ids);
    if (ids.size === 0) traffic.unaccepted++;
    traffic.duplicates += Math.max(0, ids.size - 1);
  };

  const worker = async () => {
    while (running) {
      const operation = mix[turn++ % mix.length] ?? 'submit';
      if (operation === 'submit') await submit();
      else await attempt(operation, '');
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: workers }, worker);
  return traffic;
}

function send(target: TrafficTarget, operation: Operation, key: string): Promise<Response> {
  const signal = AbortSignal.timeout(requestTimeoutMs);
  const headers = {
    authorization: target.authorization,
    'content-type': 'application/json',
    ...(key && { [IDEMPOTENCY_KEY_HEADER]: key }),
  };
  if (operation === 'sign-in') {
    return fetch(target.tokenUrl, {
      method: 'POST',
      signal,
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'load-test',
        username: 'company@example.com',
        password: 'remote-hands-demo',
        scope: 'openid',
      }),
    });
  }
  if (operation === 'profile-read')
    return fetch(`${target.webUrl}/api/profile`, { headers, signal });
  return fetch(`${target.webUrl}/api/service-request/company`, {
    method: 'POST',
    headers,
    signal,
    body: JSON.stringify(serviceRequest(target.locationId)),
  });
}

function idOf(body: string): string {
  const parsed = JSON.parse(body) as { serviceTicketNumber?: unknown };
  if (typeof parsed.serviceTicketNumber !== 'string') {
    throw new Error(`a submit answered without its ticket number: ${body}`);
  }
  return parsed.serviceTicketNumber;
}

// Ticket numbers run up from a random start so two submits of one drill run never share one.
let nextTicket = 1000 + Math.floor(Math.random() * 4000);

function ticketNumber(): string {
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  nextTicket = nextTicket >= 9999 ? 1000 : nextTicket + 1;
  return `${date}-${nextTicket}`;
}

function serviceRequest(locationId: string) {
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    serviceTicketNumber: ticketNumber(),
    serviceType: 'remote-hands',
    jobDescription: 'Power-cycle the satellite modem in the community office.',
    location: locationId,
    restrictedAccess: 'no',
    liveVideoRequired: 'no',
    preferredDate: nextWeek,
    preferredTimeRange: '8:00 AM - 10:00 AM',
    hasDocumentation: 'no',
    hasWifi: '',
    wantProPackage: '',
    hasOutlet: '',
    connectionMethod: '',
    videoDuration: '',
    contactPerson: '',
    phoneNumber: '',
    additionalInformation: '',
  };
}

/** Answers of `operation` (all when omitted) with status in [from, to). */
export function countStatus(answers: Answer[], from: number, to: number, operation?: Operation) {
  return answers.filter(
    (answer) =>
      answer.status >= from && answer.status < to && (!operation || answer.operation === operation),
  ).length;
}
