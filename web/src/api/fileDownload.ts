import { requestError } from './requestError';

/** The name the server gave the file in Content-Disposition, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a file from the bff with the bearer token (a plain link could not send it, and a token
 * in the address would end up in logs) and saves it under the server's name through a
 * short-lived object URL.
 */
export async function downloadFile(
  address: string,
  getToken: () => Promise<string | undefined>,
  fallbackName: string,
): Promise<void> {
  const token = await getToken();
  const response = await fetch(address, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw requestError(response, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the bytes to the browser's download by now.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
