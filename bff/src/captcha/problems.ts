import { messages } from '@rha/contracts';
import { HttpProblem } from '@rha/kit';

export type CaptchaRejection = 'malformed' | 'expired' | 'invalid' | 'already_used';

const details: Record<CaptchaRejection, string> = {
  malformed: 'The captcha answer could not be read. Please complete the captcha again.',
  expired: 'The captcha has expired. Please complete it again.',
  invalid: 'The captcha answer is not valid. Please complete the captcha again.',
  already_used: 'This captcha answer was already used. Please complete the captcha again.',
};

/**
 * A refused captcha is a validation failure of `captchaToken`, with the spec's message under the
 * field (the form shows it under the widget) and the reason in the detail.
 */
export function captchaProblem(reason: CaptchaRejection): HttpProblem {
  return new HttpProblem({
    status: 400,
    code: 'validation_failed',
    detail: details[reason],
    errors: [{ field: 'captchaToken', message: messages.contact.captchaRequired }],
  });
}
