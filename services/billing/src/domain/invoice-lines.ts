import {
  customQuoteLine,
  PRICES,
  proPackageLine,
  remoteHandsLines,
  type PriceLine,
} from '@rha/contracts';
import type { JobRow } from './jobs.js';

/**
 * The lines of an approved job against the price list; a custom request is billed the quote its
 * company accepted, and none while it has none. Remote Hands is billed by its recorded time on site (check-in to check-out): a job
 * with none recorded is billed its baseline block.
 */
export function jobLines(job: JobRow): PriceLine[] {
  if (job.service_type === 'remote-hands') {
    const lines = remoteHandsLines(job.on_site_minutes);
    if (job.pro_package) lines.push(proPackageLine());
    return lines;
  }
  if (job.service_type === 'remote-eyes') {
    const unitCents = PRICES.remoteEyes.defaultCents;
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
