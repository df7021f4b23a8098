/**
 * How many replicas of each service a number of active users needs, from the CPU each service's process
 * spent per user action in the mixed scenario and the CPU the Helm chart requests for each of its pods.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { repoRoot } from '../stack/paths.js';

/**
 * An active user acts once every ten seconds: opens a page, reads their jobs, searches, submits (the
 * mixed scenario's proportions); reading and typing fill the time between. Six actions a minute.
 */
export const actionsPerActiveUserPerMinute = 6;
/**
 * Pods sized to run at two thirds of their CPU request: the rest absorbs bursts and a lost pod's share
 * until it is replaced.
 */
export const headroom = 1.5;

export interface ServiceReplicas {
  service: string;
  /** CPU seconds the service's process spent per mixed-scenario action. */
  cpuSecondsPerAction: number;
  /** Cores the users keep busy: CPU per action × actions per second. */
  coresNeeded: number;
  /** The chart's `resources.requests.cpu` of one pod, in cores. */
  cpuRequest: number;
  /** ceil(coresNeeded × headroom / cpuRequest), at least one. */
  replicas: number;
  /** What values.yaml runs today. */
  chartReplicas: number;
}

interface ChartService {
  enabled?: boolean;
  replicas?: number;
  resources?: { requests?: { cpu?: string | number } };
}

const valuesFile = path.join(repoRoot, 'helm', 'remote-hands', 'values.yaml');

/** Kubernetes CPU quantities: `50m` is 0.05 cores, `1` or `'1.5'` cores. */
export function cores(quantity: string | number): number {
  const text = String(quantity);
  return text.endsWith('m') ? Number(text.slice(0, -1)) / 1000 : Number(text);
}

/** Each enabled service of the chart with its pods' CPU request and replica count. */
export function chartServices(): Record<string, { cpuRequest: number; replicas: number }> {
  const values = load(readFileSync(valuesFile, 'utf8')) as {
    services: Record<string, ChartService>;
  };
  return Object.fromEntries(
    Object.entries(values.services)
      .filter(([, service]) => service.enabled !== false)
      .map(([name, service]) => {
        const cpu = service.resources?.requests?.cpu;
        if (cpu === undefined) throw new Error(`values.yaml: ${name} requests no CPU`);
        return [name, { cpuRequest: cores(cpu), replicas: service.replicas ?? 1 }];
      }),
  );
}

export function replicasFor(
  activeUsers: number,
  cpuSecondsPerAction: Record<string, number>,
): ServiceReplicas[] {
  const actionsPerSecond = (activeUsers * actionsPerActiveUserPerMinute) / 60;
  const chart = chartServices();
  return Object.entries(chart).map(([service, { cpuRequest, replicas: chartReplicas }]) => {
    const perAction = cpuSecondsPerAction[service];
    if (perAction === undefined) throw new Error(`no CPU figure for the chart's ${service}`);
    const coresNeeded = perAction * actionsPerSecond;
    return {
      service,
      cpuSecondsPerAction: perAction,
      coresNeeded,
      cpuRequest,
      replicas: Math.max(1, Math.ceil((coresNeeded * headroom) / cpuRequest)),
      chartReplicas,
    };
  });
}
