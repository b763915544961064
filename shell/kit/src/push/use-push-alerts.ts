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
  /** This browser's push endpoint while subscribed (a page can ask the server whose device it is). */
  endpoint: string | null;
  busy: boolean;
  /** Why the last change failed, in words for the person at the device. */
  error: string | null;
  subscribe: () => Promise<void>;
  unsubscribe: () => Promise<void>;
}

function failureMessage(error: unknown, action: 'subscribe' | 'unsubscribe', noun: string): string {
  if (error instanceof DOMException && error.name === 'NotAllowedError') {
    return `Notifications are blocked for this site, so ${noun} cannot be turned on.`;
  }
  return action === 'subscribe'
    ? `Could not turn on ${noun} on this device. Please try again.`
    : `Could not turn off ${noun} on this device. Please try again.`;
}

/**
 * This device's push subscription. `mayRegister` says whether the session may store subscriptions; when it
 * may, an existing subscription is sent to the server again, so a server that lost it relearns it.
 */
export function usePushAlerts(mayRegister: boolean, noun = 'push alerts'): PushAlerts {
  const [state, setState] = useState<PushState>('checking');
  const [endpoint, setEndpoint] = useState<string | null>(null);
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
        setEndpoint(subscription?.endpoint ?? null);
        if (subscription && mayRegister) await registerSubscription(subscription).catch(() => undefined);
      } catch {
        if (active) setState('unavailable');
      }
    })();
    return () => {
      active = false;
    };
  }, [mayRegister]);

  const subscribe = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      setEndpoint((await subscribeToPush()).endpoint);
      setState('subscribed');
    } catch (failure) {
      // Asked first, so that the failure shows with where the device then stands, not under "Updating...".
      const left = await currentPushSubscription().catch(() => null);
      setState(left ? 'subscribed' : 'unsubscribed');
      setError(failureMessage(failure, 'subscribe', noun));
    } finally {
      setBusy(false);
    }
  }, [noun]);

  const unsubscribe = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await unsubscribeFromPush();
      setEndpoint(null);
      setState('unsubscribed');
    } catch (failure) {
      setError(failureMessage(failure, 'unsubscribe', noun));
    } finally {
      setBusy(false);
    }
  }, [noun]);

  return { state, endpoint, busy, error, subscribe, unsubscribe };
}
