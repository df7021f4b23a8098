import type { IceServer } from '@rha/contracts';

/**
 * The STUN/TURN servers one person may reach one call by, TURN credentials minted for them; the
 * bff's start and join answers carry them.
 */
export type MintIceServers = (callId: string, userId: string) => IceServer[];

/** Without TURN configured the browsers try a direct path only (enough on one machine or a LAN). */
export const noIceServers: MintIceServers = () => [];
