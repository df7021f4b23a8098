import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedCall {
  method: string;
  path: string;
  requestHeaders: IncomingHttpHeaders;
  /** Headers identity answered with (absent when the proxy answered itself). */
  responseHeaders?: IncomingHttpHeaders;
}

export interface IdentityProxy {
  url: string;
  calls: ProxiedCall[];
  /** Answers the next call itself with this status and a problem body, as a failing identity would. */
  failNext(status: number): void;
  close(): Promise<void>;
}

/** Sits between the bff and a real identity, recording what the bff sends and what identity answers. */
export async function startIdentityProxy(targetUrl: string): Promise<IdentityProxy> {
  const target = new URL(targetUrl);
  const calls: ProxiedCall[] = [];
  let nextFailure: number | undefined;

  const server = createServer((req, res) => {
    const call: ProxiedCall = {
      method: req.method ?? '',
      path: req.url ?? '',
      requestHeaders: req.headers,
    };
    calls.push(call);

    if (nextFailure !== undefined) {
      const status = nextFailure;
      nextFailure = undefined;
      res.writeHead(status, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'about:blank', title: 'Injected', status, code: 'injected' }));
      return;
    }

    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        call.responseHeaders = answer.headers;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(status) {
      nextFailure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
