import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { LIVE_READY_EVENT } from '@rha/contracts';
import { handle, type Auth } from '@rha/kit';
import type { LiveHub } from '../live/hub.js';

export interface LiveRoutesDeps {
  auth: Auth;
  hub: LiveHub;
  /** Comment lines this often keep proxies from closing a quiet stream. */
  heartbeatMs?: number;
}

function sseMessage(id: number, type: string, data: unknown): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Only a whole number is a stream id: anything else starts afresh rather than failing. */
function lastEventIdOf(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/**
 * `GET /api/live`: the signed-in person's own events as Server-Sent Events. It ends when the
 * token expires; the client reconnects with a fresh one and its last id, and misses nothing.
 */
export function liveRoutes({ auth, hub, heartbeatMs = 25_000 }: LiveRoutesDeps): Router {
  const router = new Router();
  router.get(
    '/api/live',
    handle(
      { auth: auth.requireRole('company', 'technician', 'admin') },
      async (ctx, { auth: caller }) => {
        const body = new PassThrough();
        const write = (chunk: string) => {
          if (!body.writableEnded) body.write(chunk);
        };
        const stream = await hub.open(
          caller.subject,
          lastEventIdOf(ctx.get('Last-Event-ID') || undefined),
          {
            send: ({ id, type, data }) => write(sseMessage(id, type, data)),
            end: () => body.end(),
          },
        );
        write(`retry: 3000\n${sseMessage(stream.startsAfter, LIVE_READY_EVENT, {})}`);

        const heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs);
        const expiresInMs =
          typeof caller.claims.exp === 'number' ? caller.claims.exp * 1000 - Date.now() : 0;
        const expiry = setTimeout(() => body.end(), Math.max(0, expiresInMs));
        const finish = () => {
          clearInterval(heartbeat);
          clearTimeout(expiry);
          stream.close();
          body.end();
        };
        ctx.req.on('close', finish);
        body.on('close', finish);

        ctx.req.socket.setTimeout(0);
        ctx.req.socket.setNoDelay(true);
        ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
        ctx.set('Cache-Control', 'no-store, no-transform');
        ctx.set('X-Accel-Buffering', 'no');
        ctx.status = 200;
        ctx.body = body;
      },
    ),
  );
  return router;
}
