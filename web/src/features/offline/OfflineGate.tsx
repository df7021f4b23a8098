import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useUser } from '../../api/useUser';
import { OfflinePage } from '../../pages/errors/OfflinePage';
import { isNetworkError } from './isNetworkError';
import { useOnline } from './useOnline';

/**
 * Signed-in routes opened without a link show the offline page instead of a spinner that never ends.
 * A page already showing the user's profile stays usable when the link drops: drafts and queued
 * submissions go on working there.
 */
export function OfflineGate() {
  const online = useOnline();
  const user = useUser();
  const failedForWantOfLink = isNetworkError(user.error);
  const { refetch } = user;

  // react-query counts a page opened offline as online (it only follows the events), so a read that
  // failed then is not retried on its own when the link returns.
  useEffect(() => {
    if (online && failedForWantOfLink) void refetch();
  }, [online, failedForWantOfLink, refetch]);

  if ((!online || failedForWantOfLink) && !user.data) {
    return <OfflinePage onTryAgain={() => void refetch()} />;
  }
  return <Outlet />;
}
