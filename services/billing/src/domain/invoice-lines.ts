import {
  customQuoteLine,
  proPackageLine,
  remoteHandsLines,
  type CompletedWork,
  type PriceLine,
} from '@rha/contracts';
import type { JobRow } from './jobs.js';

/** The prices an invoice takes from billing's own records rather than from the list. */
export interface AgreedPrices {
  /** The Remote Eyes price of the request's estimate, or the admin's table's on the day. */
  remoteEyesCents: number;
  /** The admin's table's rate for a weather-standby day. */
  weatherStandbyDayCents: number;
}

function atCost(cost: CompletedWork['costs'][number]): PriceLine {
  return {
    code: cost.kind === 'travel' ? 'travel-cost' : 'parts-cost',
    description: `${cost.kind === 'travel' ? 'Travel' : 'Parts'}: ${cost.description}`,
    quantity: 1,
    unitCents: cost.amountCents,
    amountCents: cost.amountCents,
  };
}

/** What the approved work adds to the service: its costs at cost, and weather standby days. */
function workLines(work: CompletedWork, prices: AgreedPrices): PriceLine[] {
  const lines = work.costs.map(atCost);
  if (work.standbyDays > 0) {
    const unitCents = prices.weatherStandbyDayCents;
    lines.push({
      code: 'weather-standby',
      description: 'Weather standby days',
      quantity: work.standbyDays,
      unitCents,
      amountCents: work.standbyDays * unitCents,
    });
  }
  return lines;
}

function serviceLines(job: JobRow, prices: AgreedPrices): PriceLine[] {
  if (job.service_type === 'remote-hands') {
    // The approved work's time on site leaves out held time; billing's own timing is the fallback.
    const lines = remoteHandsLines(job.completed_work?.onSiteMinutes ?? job.on_site_minutes);
    if (job.pro_package) lines.push(proPackageLine());
    return lines;
  }
  if (job.service_type === 'remote-eyes') {
    const unitCents = prices.remoteEyesCents;
    return [
      {
        code: 'remote-eyes',
        description: 'Remote Eyes visual assessment',
        quantity: 1,
        unitCents,
        amountCents: unitCents,
      },
    ];
  }
  return job.quote_cents === null ? [] : [customQuoteLine(Number(job.quote_cents))];
}

/**
 * The lines of an approved job against the price list; a custom request is billed the quote its
 * company accepted, and none while it has none. Remote Hands is billed by its time on site: a job with none recorded is billed its
 * baseline block. Costs the technician paid pass on at cost.
 */
export function jobLines(job: JobRow, prices: AgreedPrices): PriceLine[] {
  const lines = serviceLines(job, prices);
  if (lines.length === 0 || !job.completed_work) return lines;
  return [...lines, ...workLines(job.completed_work, prices)];
}
