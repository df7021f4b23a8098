/** Error text fit for a log field, an outbox column or a message header. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
