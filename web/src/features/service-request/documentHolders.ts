/** Files picked on the request form before it is submitted wait under this holder. */
export const REQUEST_FORM_HOLDER = 'service-request-form';

/** Files of a request submitted while the link was down wait for that submission to land. */
export function submissionHolder(submissionId: string): string {
  return `service-request-submission:${submissionId}`;
}
