import type { BffClient, FieldError } from '@rha/contracts';
import type { ContactMessage } from '@rha/contracts/schemas';

/** The fields of the form, as the bff names them in a 400's `errors`. */
export type ContactField = keyof ContactMessage;

export type ContactSendResult =
  | { sent: true }
  | {
      sent: false;
      status: number;
      /** Per-field messages of a 400, for the fields the form shows. */
      fieldErrors: { field: ContactField; message: string }[];
      /** The server's own explanation (e.g. of a 429), when it gave one. */
      detail: string | undefined;
    };

const contactFields: readonly string[] = [
  'name',
  'email',
  'message',
  'captchaToken',
] satisfies ContactField[];

/**
 * POST /api/contact. Any 2xx is success, its body unread; a refusal comes back as a result, so that
 * only a network failure throws.
 */
export async function sendContactMessage(
  bff: BffClient,
  message: ContactMessage,
): Promise<ContactSendResult> {
  const { response, error } = await bff.POST('/api/contact', { body: message });
  if (response.ok) return { sent: true };
  const problem = (typeof error === 'object' && error !== null ? error : {}) as {
    detail?: unknown;
    errors?: unknown;
  };
  return {
    sent: false,
    status: response.status,
    fieldErrors: fieldErrorsOf(problem.errors),
    detail: typeof problem.detail === 'string' && problem.detail ? problem.detail : undefined,
  };
}

function fieldErrorsOf(errors: unknown): { field: ContactField; message: string }[] {
  if (!Array.isArray(errors)) return [];
  return (errors as Partial<FieldError>[]).flatMap((error) =>
    typeof error.field === 'string' &&
    contactFields.includes(error.field) &&
    typeof error.message === 'string'
      ? [{ field: error.field as ContactField, message: error.message }]
      : [],
  );
}
