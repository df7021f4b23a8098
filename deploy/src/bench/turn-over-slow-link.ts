/**
 * TURN over TCP through the emulated satellite link: how many remote sites reach a TURN server, and the way to
 * put one side of a WebRTC call on such a link without `tc netem` (this kernel has none). Only the client's leg
 * to coturn is slowed; what coturn relays to the other side goes out at full speed, as from a data centre.
 */
import { startSlowLink, type SlowLink, type SlowLinkOptions } from './slow-link.js';

export interface TurnOverSlowLink {
  /** A `turn:` URL over TCP whose every byte crosses the link, for one side's iceServers. */
  url: string;
  link: SlowLink;
  close(): Promise<void>;
}

/** Puts a slow link in front of coturn's TCP listener. */
export async function startTurnOverSlowLink(
  coturnTcp: { host: string; port: number },
  link: Omit<SlowLinkOptions, 'target'>,
): Promise<TurnOverSlowLink> {
  const slow = await startSlowLink({ ...link, target: coturnTcp });
  return {
    url: `turn:127.0.0.1:${slow.port}?transport=tcp`,
    link: slow,
    close: () => slow.close(),
  };
}
