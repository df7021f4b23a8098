import type { DrillStack } from './drill-stack.js';
import type { TrafficTarget } from './traffic.js';

/** How hard and how long a drill loads the stack around its fault. */
export interface LoadOptions {
  workers: number;
  /** Each worker's pause between requests. */
  pauseMs: number;
  /** Load before the fault and again after the stack is whole. */
  loadMs: number;
  /** How long events and e-mails get to catch up before the counts are final. */
  settleTimeoutMs: number;
}

/** A submitted request e-mails support and confirms to the company user. */
export const emailsPerSubmit = 2;

export function trafficTarget(drill: DrillStack): TrafficTarget {
  const issuer = drill.stack.urls.issuer;
  return {
    webUrl: drill.stack.urls.web,
    tokenUrl: `${issuer}/protocol/openid-connect/token`,
    authorization: drill.company.authorization,
    locationId: drill.company.locationId,
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
