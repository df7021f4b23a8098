import { createServer, type Server, type ServerResponse } from 'node:http';
import { messageListPage, messagePage, notFoundPage } from './pages.js';
import type { MessageStore } from './store.js';

/** The pages run no script and load nothing; frames only from the sink itself. */
const pagePolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:";
/** A message's own HTML is shown sandboxed: no script, no forms, no network, no same origin. */
const messageHtmlPolicy = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The page to read what the stack sent, and the same as JSON at /api/messages for tests. */
export function createSinkWebServer(store: MessageStore): Server {
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://sink').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/api/messages') return sendJson(response, store.list());
    const api = /^\/api\/messages\/([^/]+)$/.exec(path);
    if (api) {
      const message = store.get(decodeURIComponent(api[1] ?? ''));
      return message
        ? sendJson(response, message)
        : sendJson(response, { error: 'not_found' }, 404);
    }
    if (path === '/') return sendHtml(response, messageListPage(store.list()), pagePolicy);
    const view = /^\/messages\/([^/]+)(\/html)?$/.exec(path);
    const message = view ? store.get(decodeURIComponent(view[1] ?? '')) : undefined;
    if (message && view?.[2] && message.html !== null) {
      return sendHtml(response, message.html, messageHtmlPolicy);
    }
    if (message && !view?.[2]) return sendHtml(response, messagePage(message), pagePolicy);
    sendHtml(response, notFoundPage(), pagePolicy, 404);
  });
}

function commonHeaders(policy: string) {
  return {
    'cache-control': 'no-store',
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

function sendHtml(response: ServerResponse, html: string, policy: string, status = 200): void {
  response.writeHead(status, {
    ...commonHeaders(policy),
    'content-type': 'text/html; charset=utf-8',
    'x-frame-options': 'SAMEORIGIN',
  });
  response.end(html);
}

function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, {
    ...commonHeaders("default-src 'none'"),
    'content-type': 'application/json; charset=utf-8',
  });
  response.end(JSON.stringify(body));
}
