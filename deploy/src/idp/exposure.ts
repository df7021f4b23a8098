import { isIPv4, isIPv6 } from 'node:net';

/** 127.0.0.0/8, ::1 (also IPv4-mapped) and `localhost`; any other name may resolve to anything. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIPv4(host)) return host.startsWith('127.');
  if (isIPv6(host)) return host === '::1' || /^::ffff:127\./i.test(host);
  return false;
}

/**
 * Why the dev provider must not start, or undefined. It knows demo accounts whose passwords are in the
 * repository and has no admin console: never in production, and on the network only when asked for.
 */
export function devIdpRefusal(settings: {
  host: string;
  nodeEnv: string | undefined;
  allowNonLoopback: boolean;
}): { variable: 'NODE_ENV' | 'HOST'; message: string } | undefined {
  if (settings.nodeEnv === 'production') {
    return {
      variable: 'NODE_ENV',
      message:
        'the dev identity provider refuses to start when NODE_ENV=production (its demo accounts have ' +
        'published passwords); set KEYCLOAK_URL to a real Keycloak instead',
    };
  }
  if (!isLoopbackHost(settings.host) && !settings.allowNonLoopback) {
    return {
      variable: 'HOST',
      message:
        `the dev identity provider refuses to listen on ${settings.host}, which is not a loopback ` +
        'address (its demo accounts have published passwords); use HOST=127.0.0.1, set KEYCLOAK_URL ' +
        'to a real Keycloak, or set IDP_ALLOW_NON_LOOPBACK=true to expose it anyway',
    };
  }
  return undefined;
}
