import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as subscription from './push-subscription';
import { usePushAlerts } from './use-push-alerts';

vi.mock('./push-subscription', () => ({
  currentPushSubscription: vi.fn(),
  pushSupported: () => true,
  registerSubscription: vi.fn(),
  serviceWorkerRegistration: async () => ({ pushManager: { getSubscription: async () => null } }),
  subscribeToPush: vi.fn(),
  unsubscribeFromPush: vi.fn(),
}));

describe('usePushAlerts', () => {
  it('shows a failed subscription together with where the device then stands, never while still busy', async () => {
    vi.mocked(subscription.subscribeToPush).mockRejectedValue(new Error('no push service'));
    let answer!: (value: null) => void;
    vi.mocked(subscription.currentPushSubscription).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const seen: { busy: boolean; error: string | null }[] = [];
    const { result } = renderHook(() => {
      const push = usePushAlerts(true);
      seen.push({ busy: push.busy, error: push.error });
      return push;
    });
    await vi.waitFor(() => expect(result.current.state).toBe('unsubscribed'));

    let subscribing!: Promise<void>;
    act(() => {
      subscribing = result.current.subscribe();
    });
    expect(result.current.busy).toBe(true);
    // The device is still being asked whether a subscription was left behind.
    await act(async () => {
      await Promise.resolve();
    });
    await act(async () => {
      answer(null);
      await subscribing;
    });

    expect(result.current).toMatchObject({
      busy: false,
      state: 'unsubscribed',
      error: 'Could not turn on push alerts on this device. Please try again.',
    });
    expect(seen.filter((render) => render.error !== null && render.busy)).toEqual([]);
  });
});
