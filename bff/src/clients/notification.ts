import { createNotificationClient } from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';

export interface ContactMessageForSupport {
  name: string;
  email: string;
  message: string;
  /** The verified captcha challenge: the notification service accepts it once. */
  captchaId: string;
  captchaExpiresAt: Date;
}

export type ContactMessageOutcome = 'accepted' | 'captcha_already_used';

export interface NotificationApi {
  /** Stores the message and queues its e-mail; 502 when the service fails or cannot be reached. */
  sendContactMessage(
    caller: Caller,
    message: ContactMessageForSupport,
  ): Promise<ContactMessageOutcome>;
}

const NOT_SENT = 'The message could not be sent right now.';

/**
 * The notification API is internal: the bff authenticates with the shared service credential
 * (INTERNAL_API_TOKEN), since a contact message has no signed-in user whose token could be forwarded.
 */
export function createNotificationApi(options: {
  baseUrl: string;
  internalApiToken: string;
  fetch?: typeof fetch;
}): NotificationApi {
  const client = createNotificationClient(options);
  const notification = serviceCalls({
    service: 'notification',
    timeoutMs: 5_000,
    // The visitor can do nothing about the service's refusals: whatever went wrong, not sent.
    relay: [],
    unreachable: NOT_SENT,
    failed: NOT_SENT,
  });

  return {
    async sendContactMessage(caller, message) {
      const outcome = await notification.call(
        caller,
        'POST /contact-messages',
        (init) =>
          client.POST('/contact-messages', {
            ...init,
            body: { ...message, captchaExpiresAt: message.captchaExpiresAt.toISOString() },
          }),
        {
          expected: [
            { status: 409, code: 'captcha_already_used', answer: 'captcha_already_used' as const },
          ],
        },
      );
      return outcome === 'captcha_already_used' ? outcome : 'accepted';
    },
  };
}
