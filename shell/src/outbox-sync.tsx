import { useEffect } from 'react';
import { invalidateCached, useCurrentUser } from '@app/kit/api';
import { loadDrafts } from './remotes/shared.ts';

/**
 * For a signed-in student, sends saves queued on this device at start-up and whenever the connection
 * returns, then refreshes the data those saves changed. The database code loads only for students.
 */
export function OutboxSync() {
  const { user, isClient } = useCurrentUser();
  const userId = isClient ? user?.id : undefined;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadDrafts().then(({ startOutboxSync }) => {
      if (cancelled) return;
      stop = startOutboxSync(userId, (rows) => {
        invalidateCached({
          matches: ([root]) => typeof root === 'string' && rows.some((row) => row.url.startsWith(root)),
        });
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
  return null;
}
