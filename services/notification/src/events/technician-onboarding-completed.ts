import type { EventHandler } from '@rha/kit';
import { applicantNotice } from '../domain/notices.js';
import { onboardingCompletedEmail } from '../domain/technician-onboarding-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const TECHNICIAN_ONBOARDING_COMPLETED = 'technician.onboarding.completed.v1';

/**
 * Thanks a technician for completing onboarding, and tells every admin in the app that an applicant
 * waits on vetting. The inbox absorbs a redelivered event; the e-mail's once-key absorbs a second
 * event about the same technician.
 */
export function onTechnicianOnboardingCompleted({
  emails,
  supportEmail,
  links,
  notifier,
}: EventHandlerDeps): EventHandler<typeof TECHNICIAN_ONBOARDING_COMPLETED> {
  return async (technician, { event, trx, log }) => {
    await notifier.notifyAdmins(trx, event, applicantNotice(technician));
    const { onceKey, email } = onboardingCompletedEmail(technician, { supportEmail, links });
    const emailId = await emails.queueEmailOnce(trx, onceKey, email);
    if (emailId) {
      log.info({ emailId, template: email.template }, 'onboarding-completed e-mail queued');
    } else {
      log.info(
        { technicianId: technician.technicianId },
        'onboarding-completed e-mail already queued for this technician',
      );
    }
  };
}
