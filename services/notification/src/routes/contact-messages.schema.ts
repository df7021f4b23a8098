import { contactMessageSchema } from '@rha/contracts';
import { z } from 'zod';

/**
 * POST /contact-messages: the visitor's fields with the spec's rules (checked again here, the
 * service trusts no caller's validation) and the captcha the bff verified. Nothing else: the
 * recipient, subject and template are this service's choice.
 */
export const contactMessageSubmissionSchema = contactMessageSchema
  .omit({ captchaToken: true })
  .extend({
    captchaId: z.string().trim().min(1).max(128),
    captchaExpiresAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  });

export type ContactMessageSubmission = z.output<typeof contactMessageSubmissionSchema>;
