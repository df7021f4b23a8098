import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServiceRequestCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ServiceRequestStandIn {
  url: string;
  calls: ServiceRequestCall[];
  /**
   * What the next call is answered: a JSON body, or a problem when the status is 400 or more.
   * Without one the call is answered 500, so a test that forgot to say fails loudly.
   */
  answerNext(status: number, body?: unknown): void;
  close(): Promise<void>;
}

/**
 * Stands where the service-request service would, recording what the bff sends. The service's own
 * rules (roles, ownership, first accept wins) are tested in services/service-request.
 */
export async function startServiceRequestStandIn(): Promise<ServiceRequestStandIn> {
  const calls: ServiceRequestCall[] = [];
  let next: { status: number; body?: unknown } | undefined;

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
      const answer = next ?? { status: 500, body: { code: 'no_answer_set' } };
      next = undefined;
      if (answer.body === undefined) {
        res.writeHead(answer.status);
        res.end();
        return;
      }
      const type = answer.status >= 400 ? 'application/problem+json' : 'application/json';
      res.writeHead(answer.status, { 'content-type': type });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerNext(status, body) {
      next = { status, body };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
