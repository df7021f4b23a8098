import { createNotificationClient } from '@rha/contracts';
import { problems, type Logger } from '@rha/kit';
import { callOptions, reach } from './service-call.js';

/** The browser request on whose behalf the bff calls the notification service. */
export interface Visitor {
  requestId: string;
  log: Logger;
}

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
    visitor: Visitor,
    message: ContactMessageForSupport,
  ): Promise<ContactMessageOutcome>;
}

/** A slow notification service must not hold browser requests open indefinitely. */
const NOTIFICATION_TIMEOUT_MS = 5_000;
const NOT_SENT = 'The message could not be sent right now.';

/**
 * The notification API is internal: the bff authenticates with the shared service credential
 * (INTERNAL_API_TOKEN), since a contact message has no signed-in user whose token could be forwarded.
 */
export function createNotificationApi(options: {
  baseUrl: string;
  internalApiToken: string;
}): NotificationApi {
  const client = createNotificationClient(options);

  return {
    async sendContactMessage(visitor, message) {
      const result = await reach(
        client.POST('/contact-messages', {
          ...callOptions(visitor, NOTIFICATION_TIMEOUT_MS),
          body: { ...message, captchaExpiresAt: message.captchaExpiresAt.toISOString() },
        }),
        visitor,
        'notification POST /contact-messages',
        NOT_SENT,
      );

      if (result.data) return 'accepted';
      if (result.response.status === 409 && result.error?.code === 'captcha_already_used') {
        return 'captcha_already_used';
      }
      visitor.log.warn(
        { status: result.response.status, problem: result.error },
        'notification POST /contact-messages answered with an error',
      );
      throw problems.upstream(NOT_SENT);
    },
  };
}
