import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface NotificationCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface NotificationStandIn {
  url: string;
  calls: NotificationCall[];
  /** Answers the next call with this status and problem body instead of 202. */
  answerNext(status: number, problem?: { code: string }): void;
  close(): Promise<void>;
}

/**
 * Stands where the notification service would, recording what the bff sends. The real service
 * (storage, replay refusal, SMTP) is exercised with the bff in deploy/test/mail-sink-contact.test.ts.
 */
export async function startNotificationStandIn(): Promise<NotificationStandIn> {
  const calls: NotificationCall[] = [];
  let next: { status: number; problem?: { code: string } | undefined } | undefined;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      calls.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      const answer = next ?? { status: 202 };
      next = undefined;
      if (answer.status === 202) {
        res.writeHead(202, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: crypto.randomUUID() }));
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/problem+json' });
      res.end(
        JSON.stringify({
          type: 'about:blank',
          title: 'Injected',
          status: answer.status,
          code: answer.problem?.code ?? 'injected',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerNext(status, problem) {
      next = { status, problem };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Fetches a challenge from the bff and solves it as the altcha widget does: the widget's payload. */
export async function solvedCaptchaToken(bffUrl: string): Promise<string> {
  const response = await fetch(`${bffUrl}/api/captcha/challenge`);
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  return solveToToken((await response.json()) as Challenge);
}

export async function solveToToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The widget's payload decoded, to tamper with in tests. */
export function decodeToken(token: string): {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string; time?: number };
} {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as ReturnType<
    typeof decodeToken
  >;
}

export function encodeToken(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Small challenges so tests solve them in milliseconds. */
export const fastCaptchaEnv = { CAPTCHA_COST: '10', CAPTCHA_MAX_COUNTER: '200' };
