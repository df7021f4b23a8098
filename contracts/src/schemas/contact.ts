import { z } from 'zod';
import { emailField, MAX, requiredText } from './fields.js';
import { messages } from './messages.js';

const m = messages.contact;

/** The body of POST /api/contact, the public contact form. */
export const contactMessageSchema = z
  .strictObject({
    name: requiredText(m.nameRequired, MAX.name),
    email: emailField(m.invalidEmail),
    message: requiredText(m.messageTooShort, MAX.text, 10),
    // An ALTCHA payload is a few hundred characters of base64.
    captchaToken: requiredText(m.captchaRequired, 10_000).meta({
      description: "The altcha widget's payload (base64 JSON of the challenge and its solution).",
    }),
  })
  .meta({ id: 'ContactMessage' });

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * The notification service's POST /contact-messages: the visitor's fields with the spec's rules
 * (checked again there, the service trusts no caller's validation) and the captcha the bff
 * verified. Nothing else: the recipient, subject and template are that service's choice.
 */
export const contactMessageSubmissionSchema = contactMessageSchema
  .omit({ captchaToken: true })
  .extend({
    email: contactMessageSchema.shape.email.meta({
      description: "The sender's address; the e-mail's Reply-To.",
    }),
    captchaId: z.string().trim().min(1).max(128).meta({
      description: 'Id of the captcha challenge the bff verified (its nonce); accepted once.',
    }),
    captchaExpiresAt: z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value))
      .meta({ description: 'When the challenge expires; its id is remembered until then.' }),
  })
  .meta({ id: 'ContactMessageSubmission' });
