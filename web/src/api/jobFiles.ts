import type { JobFileVariant } from '@rha/contracts/reference';
import { requestError } from './requestError';

/** Where the bff serves a stored file's copy; it checks the caller's right on every request. */
export function jobFileAddress(fileId: string, variant: JobFileVariant, download = false): string {
  const address = `/api/files/${encodeURIComponent(fileId)}/${variant}`;
  return download ? `${address}?download=1` : address;
}

/**
 * The bytes of a file's copy, fetched with the bearer token: an <img src> could not send it, and
 * a token in the address would end up in logs.
 */
export async function fetchJobFile(
  fileId: string,
  variant: JobFileVariant,
  getToken: () => Promise<string | undefined>,
  download = false,
): Promise<Blob> {
  const token = await getToken();
  const response = await fetch(jobFileAddress(fileId, variant, download), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw requestError(response, body);
  }
  return response.blob();
}
