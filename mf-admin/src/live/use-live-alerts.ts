import { useEffect, useState } from 'react';
import { API_PATHS } from '@app/api/contract';
import { queryClient } from '@app/kit/query';
import { REQUESTS_KEY } from '../session/admin-session';
import { alertAdmin } from './alert-admin';
import { openLiveStream, type LiveStatus } from './live-stream';

const refreshRequests = () => void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });

/**
 * While `enabled` (the admin is signed in and the inbox is on screen): listens to GET /api/notifications,
 * and on each new request refreshes the list, shows the desktop notification and plays the sound.
 * Returns the stream's state for the connected/disconnected indicator.
 */
export function useLiveAlerts(enabled: boolean): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (!enabled) return;
    return openLiveStream({
      url: API_PATHS.notifications,
      onStatus: setStatus,
      onReconnect: refreshRequests,
      onRequest: (event) => {
        refreshRequests();
        alertAdmin(event);
      },
    });
  }, [enabled]);
  return status;
}
