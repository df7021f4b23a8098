import type { BffClient } from '@rha/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import type { ContactMessage } from '@rha/contracts/schemas';
import { okOrThrow, type RequestError } from '../../api/requestError';

/** The fields of the form, as the bff names them in a 400's `errors`. */
export type ContactField = keyof ContactMessage;

const contactFields: readonly string[] = [
  'name',
  'email',
  'message',
  'captchaToken',
] satisfies ContactField[];

/**
 * POST /api/contact under the submission's idempotency key, so a resend after a dropped link
 * delivers the message once. Any 2xx is success, its body unread; a refusal throws its RequestError.
 */
export async function sendContactMessage(
  bff: BffClient,
  message: ContactMessage,
  idempotencyKey: string,
): Promise<void> {
  okOrThrow(
    await bff.POST('/api/contact', {
      body: message,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );
}

/** A refusal's per-field messages, for the fields the form shows. */
export function contactFieldErrors(
  refusal: RequestError,
): { field: ContactField; message: string }[] {
  return refusal.fieldErrors.flatMap(({ field, message }) =>
    contactFields.includes(field) ? [{ field: field as ContactField, message }] : [],
  );
}
