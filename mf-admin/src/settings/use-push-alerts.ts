import { useCallback, useEffect, useState } from 'react';
import {
  currentPushSubscription,
  pushSupported,
  registerSubscription,
  serviceWorkerRegistration,
  subscribeToPush,
  unsubscribeFromPush,
} from './push-subscription';

/** Where this device stands with web push. */
export type PushState = 'checking' | 'unavailable' | 'subscribed' | 'unsubscribed';

/** The push state of this device, and the actions that change it. */
export interface PushAlerts {
  state: PushState;
  busy: boolean;
  /** Why the last change failed, in words for the admin. */
  error: string | null;
  subscribe: () => Promise<void>;
  unsubscribe: () => Promise<void>;
}

function failureMessage(error: unknown, action: 'subscribe' | 'unsubscribe'): string {
  if (error instanceof DOMException && error.name === 'NotAllowedError') {
    return 'Notifications are blocked for this site, so push alerts cannot be turned on.';
  }
  return action === 'subscribe'
    ? 'Could not turn on push alerts on this device. Please try again.'
    : 'Could not turn off push alerts on this device. Please try again.';
}

/**
 * This device's push subscription. `admin` says whether the session may store subscriptions; when it
 * may, an existing subscription is sent to the server again, so a server that lost it relearns it.
 */
export function usePushAlerts(admin: boolean): PushAlerts {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        const registration = pushSupported() ? await serviceWorkerRegistration() : null;
        if (!registration) {
          if (active) setState('unavailable');
          return;
        }
        const subscription = await registration.pushManager.getSubscription();
        if (!active) return;
        setState(subscription ? 'subscribed' : 'unsubscribed');
        if (subscription && admin) await registerSubscription(subscription).catch(() => undefined);
      } catch {
        if (active) setState('unavailable');
      }
    })();
    return () => {
      active = false;
    };
  }, [admin]);

  const subscribe = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await subscribeToPush();
      setState('subscribed');
    } catch (failure) {
      setError(failureMessage(failure, 'subscribe'));
      setState((await currentPushSubscription().catch(() => null)) ? 'subscribed' : 'unsubscribed');
    } finally {
      setBusy(false);
    }
  }, []);

  const unsubscribe = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await unsubscribeFromPush();
      setState('unsubscribed');
    } catch (failure) {
      setError(failureMessage(failure, 'unsubscribe'));
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, error, subscribe, unsubscribe };
}
