import { messages } from '@rha/contracts';
import { DomainError } from '@rha/kit';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';

/**
 * Log entries and the check-out happen on site, after the check-in: the times come from the same
 * device, so no clock slack between them. (The schema already keeps them from the future.)
 */
export function onSiteTimeOf(request: ServiceRequestRow, capturedAt: string): Date {
  const at = new Date(capturedAt);
  const checkIn = request.check_in_captured_at;
  if (checkIn !== null && at.getTime() < checkIn.getTime()) {
    throw DomainError.invalidFields([
      { field: 'capturedAt', message: messages.onSite.capturedBeforeCheckIn },
    ]);
  }
  return at;
}
