import { proPackageLine, remoteHandsLines, type PriceLine } from '@rha/contracts';
import type { JobRow } from './jobs.js';

/**
 * The lines of an approved job against the price list; none for a custom request, which is priced
 * by a quote. Remote Hands is billed by its recorded time on site (check-in to check-out): a job
 * with none recorded is billed its baseline block. Remote Eyes is billed at the price agreed for
 * the request, which the admin's table sets.
 */
export function jobLines(job: JobRow, remoteEyesCents: number): PriceLine[] {
  if (job.service_type === 'remote-hands') {
    const lines = remoteHandsLines(job.on_site_minutes);
    if (job.pro_package) lines.push(proPackageLine());
    return lines;
  }
  if (job.service_type === 'remote-eyes') {
    const unitCents = remoteEyesCents;
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
  return [];
}
