import { useState } from 'react';
import { downloadFile } from '../../api/fileDownload';
import { failureMessage } from '../../api/requestError';
import { useAuth } from '../../auth/AuthContext';

/** A download button's state: whether it runs, and what went wrong with the last one. */
export function useDownload(failed: string) {
  const { getToken } = useAuth();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const start = async (address: string, fallbackName: string) => {
    setRunning(true);
    setFailure(undefined);
    try {
      await downloadFile(address, getToken, fallbackName);
    } catch (error) {
      setFailure(failureMessage(error) ?? failed);
    } finally {
      setRunning(false);
    }
  };
  return { running, failure, start };
}
