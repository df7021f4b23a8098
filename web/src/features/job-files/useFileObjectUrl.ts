import type { JobFileVariant } from '@rha/contracts/reference';
import { useEffect, useState } from 'react';
import { fetchJobFile } from '../../api/jobFiles';
import { useAuth } from '../../auth/AuthContext';

export type FileObjectUrl =
  { state: 'idle' | 'loading' | 'failed'; url?: undefined } | { state: 'ready'; url: string };

/**
 * A copy of a stored file as an object URL, fetched once `enabled`; the URL is revoked when the
 * component lets go of it, so the bytes do not stay in memory.
 */
export function useFileObjectUrl(
  fileId: string,
  variant: JobFileVariant,
  enabled: boolean,
): FileObjectUrl {
  const { getToken } = useAuth();
  const [result, setResult] = useState<FileObjectUrl>({ state: 'idle' });

  useEffect(() => {
    if (!enabled) return;
    let url: string | undefined;
    let cancelled = false;
    setResult({ state: 'loading' });
    fetchJobFile(fileId, variant, getToken).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setResult({ state: 'ready', url });
      },
      () => {
        if (!cancelled) setResult({ state: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, variant, enabled, getToken]);

  return result;
}
