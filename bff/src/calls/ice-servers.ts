import { createHmac } from 'node:crypto';
import type { IceServer } from '@rha/contracts';
import type { Config } from '../config.js';

export type { IceServer };

/**
 * The STUN/TURN servers one person may reach a call by, TURN credentials minted for them; the
 * bff's start and join answers carry them, and a ringing call's page asks for them.
 */
export type MintIceServers = (userId: string) => IceServer[];

/** Without TURN configured the browsers try a direct path only (enough on one machine or a LAN). */
export const noIceServers: MintIceServers = () => [];

export type TurnSettings = Pick<
  Config,
  'TURN_URLS' | 'TURN_SECRET' | 'TURN_CREDENTIAL_TTL_SECONDS'
>;

/**
 * Short-lived TURN credentials in coturn's shared-secret scheme (`use-auth-secret`): the username is
 * `<expiry in unix seconds>:<userId>` and the password base64(HMAC-SHA1(secret, username)), so coturn checks
 * them without a user database and refuses them once expired. Without TURN configured a call gets no relay
 * and the browsers try direct paths only.
 */
export function createIceServerMinter(
  settings: TurnSettings,
  now: () => number = Date.now,
): MintIceServers {
  const { TURN_URLS: urls, TURN_SECRET: secret, TURN_CREDENTIAL_TTL_SECONDS: ttl } = settings;
  if (!urls || !secret) return noIceServers;
  // coturn's scheme has room for the person only: who may reach which call, the call routes decide.
  return (userId) => {
    const expiry = Math.floor(now() / 1000) + ttl;
    const username = `${expiry}:${userId}`;
    const credential = createHmac('sha1', secret).update(username).digest('base64');
    return [{ urls: [...urls], username, credential }];
  };
}
