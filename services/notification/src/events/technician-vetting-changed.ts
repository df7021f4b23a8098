import type { EventHandler } from '@rha/kit';
import { vettingEmailFor } from '../domain/technician-vetting-emails.js';
import { vettingNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const TECHNICIAN_VETTING_CHANGED = 'technician.vetting.changed.v1';

/**
 * Tells a technician they were approved or rejected. The inbox absorbs a redelivered event; the
 * e-mail's once-key absorbs the same change published again under another event id.
 */
export function onTechnicianVettingChanged({
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof TECHNICIAN_VETTING_CHANGED> {
  return async (change, { event, trx, log }) => {
    const context = { changeId: change.changeId, from: change.from, to: change.to };
    const notice = vettingNotice(change);
    const vettingEmail = vettingEmailFor(change, { supportEmail, links });
    if (!notice || !vettingEmail) {
      log.info(context, 'nothing to tell of this vetting move');
      return;
    }
    if (change.email === '') {
      log.warn(context, 'vetting e-mail not sent: the technician has no e-mail address');
    }
    const emailId = await notifier.notify(trx, event, {
      to: { id: change.technicianId },
      notice,
      email: change.email === '' ? undefined : vettingEmail,
    });
    if (emailId) {
      log.info(
        { ...context, emailId, template: vettingEmail.email.template },
        'vetting e-mail queued',
      );
    } else {
      log.info(context, 'vetting e-mail not queued: already queued, or switched off');
    }
  };
}
