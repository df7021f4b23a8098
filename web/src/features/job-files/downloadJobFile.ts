import { fetchJobFile } from '../../api/jobFiles';
import type { JobFile } from '@rha/contracts/schemas';

/** Saves the file as uploaded, under its own name, through a short-lived object URL. */
export async function downloadJobFile(
  file: Pick<JobFile, 'id' | 'fileName'>,
  getToken: () => Promise<string | undefined>,
): Promise<void> {
  const blob = await fetchJobFile(file.id, 'original', getToken, true);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the bytes to the browser's download by now.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
