import type { EventHandler } from '@rha/kit';
import { vettingEmailFor } from '../domain/technician-vetting-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const TECHNICIAN_VETTING_CHANGED = 'technician.vetting.changed.v1';

/**
 * Tells a technician they were approved or rejected. The inbox absorbs a redelivered event; the
 * e-mail's once-key absorbs the same change published again under another event id.
 */
export function onTechnicianVettingChanged({
  emails,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof TECHNICIAN_VETTING_CHANGED> {
  return async (change, { trx, log }) => {
    const context = { changeId: change.changeId, from: change.from, to: change.to };
    const vettingEmail = vettingEmailFor(change, { supportEmail, links });
    if (!vettingEmail) {
      log.info(context, 'no e-mail for this vetting move');
      return;
    }
    if (change.email === '') {
      log.warn(context, 'vetting e-mail not sent: the technician has no e-mail address');
      return;
    }
    const { onceKey, email } = vettingEmail;
    const emailId = await emails.queueEmailOnce(trx, onceKey, email);
    if (emailId) {
      log.info({ ...context, emailId, template: email.template }, 'vetting e-mail queued');
    } else {
      log.info(context, 'vetting e-mail already queued for this change');
    }
  };
}
