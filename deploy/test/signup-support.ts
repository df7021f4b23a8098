import { createHash, randomBytes } from 'node:crypto';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';

/** What a mail sink holds, as `GET /api/messages` lists it or `MailSink.messages()` returns it. */
type Mailbox = () => Promise<{ to: string; subject: string; text: string }[]>;

/** The mail sink's messages, read over its JSON page. */
export function mailSinkAt(webUrl: string): Mailbox {
  return async () => {
    const response = await fetch(`${webUrl}/api/messages`);
    return (await response.json()) as { to: string; subject: string; text: string }[];
  };
}

/** Polls the mailbox for the newest 'Verify email' message to `email` and returns its link. */
export async function verificationLink(mailbox: Mailbox, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const message = (await mailbox()).find(
      (item) => item.to.includes(email) && item.subject === 'Verify email',
    );
    const link = message && /https?:\/\/\S+/.exec(message.text)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no verification e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface ProxiedCall {
  method: string;
  path: string;
}

/**
 * `drop`: the connection is cut before the request reaches the target (the target is down);
 * `lose-response`: the target does the work, then the connection is cut before its answer
 * arrives (a timeout or a crash half-way).
 */
export type FaultMode = 'drop' | 'lose-response';

export interface FaultProxy {
  url: string;
  calls: ProxiedCall[];
  /** The next call matching `method` and a path starting with `pathPrefix` fails once, as `mode` says. */
  failNext(method: string, pathPrefix: string, mode: FaultMode): void;
  close(): Promise<void>;
}

/** Sits in front of a real service (or the dev IdP) and breaks one chosen call on demand. */
export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const calls: ProxiedCall[] = [];
  let fault: { method: string; pathPrefix: string; mode: FaultMode } | undefined;

  function takeFault(req: IncomingMessage): FaultMode | undefined {
    if (!fault || req.method !== fault.method || !req.url?.startsWith(fault.pathPrefix)) {
      return undefined;
    }
    const { mode } = fault;
    fault = undefined;
    return mode;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    calls.push({ method: req.method ?? '', path: req.url ?? '' });
    const mode = takeFault(req);
    if (mode === 'drop') {
      req.resume();
      res.socket?.destroy();
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
        if (mode === 'lose-response') {
          answer.resume();
          answer.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.socket?.destroy());
    req.pipe(upstream);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(method, pathPrefix, mode) {
      fault = { method, pathPrefix, mode };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Just enough of a browser for the IdP's pages: a cookie jar and manual redirects. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  private readonly dispatcher: Agent | undefined;

  /** `localAddress`: the loopback address its requests come from (127.0.0.2, say), as another client's would. */
  constructor(
    private readonly idpUrl: string,
    options: { localAddress?: string } = {},
  ) {
    this.dispatcher = options.localAddress
      ? new Agent({ localAddress: options.localAddress })
      : undefined;
  }

  private async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    const response = this.dispatcher
      ? ((await undiciFetch(url, {
          ...(init as UndiciRequestInit),
          headers,
          redirect: 'manual',
          dispatcher: this.dispatcher,
        })) as unknown as Response)
      : await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const value = pair.slice(separator + 1);
      if (value) this.cookies.set(pair.slice(0, separator), value);
      else this.cookies.delete(pair.slice(0, separator));
    }
    return response;
  }

  /** Follows redirects while they stay on the IdP; returns the last response and where it points. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      const location = response.headers.get('location');
      if (!location) break;
      current = new URL(location, current).href;
      if (!current.startsWith(this.idpUrl)) break;
      response = await this.request(current);
    }
    return { response, url: current };
  }
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** The redirect URI the realm file allows for client `web`. */
const APP = 'http://localhost:8080';

/** A PKCE pair: the verifier the client keeps and the S256 challenge it sends. */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationOptions {
  redirectUri?: string;
  challenge?: string;
  state?: string;
  nonce?: string;
}

/** The web client's authorization-code request (PKCE S256, answered in the fragment), as keycloak-js sends it. */
export function webAuthorizationParams(options: AuthorizationOptions = {}): URLSearchParams {
  return new URLSearchParams({
    client_id: 'web',
    redirect_uri: options.redirectUri ?? `${APP}/dashboard`,
    state: options.state ?? 'state-1',
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    nonce: options.nonce ?? 'nonce-1',
    code_challenge: options.challenge ?? pkce().challenge,
    code_challenge_method: 'S256',
  });
}

/**
 * Creates an account through the IdP's registration page, exactly as keycloak-js `register()`
 * does (authorization code + PKCE), and returns its first tokens: they carry no product role.
 */
export async function registerAccount(
  idp: { url: string; issuer: string; mailSinkUrl: string },
  person: { firstName: string; lastName: string; email: string },
): Promise<Tokens> {
  const browser = new Browser(idp.url);
  const { verifier, challenge } = pkce();
  const redirectUri = `${APP}/auth/technician`;
  const params = webAuthorizationParams({
    redirectUri,
    challenge,
    state: 'signup',
    nonce: randomBytes(8).toString('hex'),
  });
  const page = await browser.follow(
    `${idp.issuer}/protocol/openid-connect/registrations?${params.toString()}`,
  );
  const html = await page.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no registration form: ${html.slice(0, 500)}`);
  const password = randomBytes(12).toString('base64url');
  const registered = await browser.follow(new URL(action.replace(/&amp;/g, '&'), idp.url).href, {
    method: 'POST',
    body: new URLSearchParams({ ...person, password, 'password-confirm': password }),
  });
  if (!(await registered.response.text()).includes('<h1>Email verification</h1>')) {
    throw new Error(`registration did not ask to verify the e-mail: ${registered.url}`);
  }
  // The realm holds the sign-in until the address is proven, as a person does from their inbox.
  const done = await browser.follow(
    await verificationLink(mailSinkAt(idp.mailSinkUrl), person.email),
  );
  const code = new URLSearchParams(new URL(done.url).hash.slice(1)).get('code');
  if (!code) throw new Error(`registration did not return a code: ${done.url}`);
  return tokenRequest(idp, {
    grant_type: 'authorization_code',
    code,
    client_id: 'web',
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
}

/** keycloak-js `updateToken(-1)`: the refresh grant, which picks up newly mapped roles. */
export function refreshTokens(idp: { issuer: string }, refreshToken: string): Promise<Tokens> {
  return tokenRequest(idp, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'web',
  });
}

async function tokenRequest(
  idp: { issuer: string },
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Tokens> {
  const response = await fetch(`${idp.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
  });
  if (!response.ok) throw new Error(`token request: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

/** The realm roles mapped directly to the user, read through the Admin REST API. */
/** The identity provider's user, as its Admin REST API shows it to identity's service account. */
export async function providerUser(
  idp: { url: string; issuer: string },
  clientSecret: string,
  userId: string,
): Promise<{ username: string; email: string; emailVerified: boolean }> {
  const { access_token: token } = await tokenRequest(
    idp,
    { grant_type: 'client_credentials' },
    { authorization: `Basic ${Buffer.from(`identity-admin:${clientSecret}`).toString('base64')}` },
  );
  const response = await fetch(`${idp.url}/admin/realms/remote-hands/users/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`user: ${response.status}`);
  return (await response.json()) as { username: string; email: string; emailVerified: boolean };
}

export async function realmRoleMappings(
  idp: { url: string; issuer: string },
  clientSecret: string,
  userId: string,
): Promise<string[]> {
  const { access_token: token } = await tokenRequest(
    idp,
    { grant_type: 'client_credentials' },
    { authorization: `Basic ${Buffer.from(`identity-admin:${clientSecret}`).toString('base64')}` },
  );
  const response = await fetch(
    `${idp.url}/admin/realms/remote-hands/users/${userId}/role-mappings/realm`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!response.ok) throw new Error(`role mappings: ${response.status}`);
  return ((await response.json()) as { name: string }[]).map((role) => role.name);
}

/** The payload of a JWT, unverified: the services verify; the tests only look. */
export function claimsOf(token: string): { sub: string; realm_access: { roles: string[] } } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sub: string;
    realm_access: { roles: string[] };
  };
}
