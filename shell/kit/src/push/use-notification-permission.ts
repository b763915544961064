import { useCallback, useEffect, useState } from 'react';

/** The browser's notification permission, or 'unsupported' where there is no Notification API. */
export type PermissionState = NotificationPermission | 'unsupported';

function readPermission(): PermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * The notification permission, kept current: it follows the browser's permission status (so a change
 * made in the browser's settings shows at once) and the answer to {@link request}.
 */
export function useNotificationPermission(): { permission: PermissionState; request: () => Promise<PermissionState> } {
  const [permission, setPermission] = useState<PermissionState>(readPermission);

  useEffect(() => {
    let status: PermissionStatus | null = null;
    let active = true;
    const update = () => setPermission(readPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        if (!active) return;
        status = result;
        status.addEventListener('change', update);
        update();
      })
      .catch(() => undefined);
    window.addEventListener('focus', update);
    return () => {
      active = false;
      status?.removeEventListener('change', update);
      window.removeEventListener('focus', update);
    };
  }, []);

  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return 'unsupported' as const;
    let answer: PermissionState;
    try {
      answer = await Notification.requestPermission();
    } catch {
      answer = readPermission();
    }
    setPermission(answer);
    return answer;
  }, []);

  return { permission, request };
}
