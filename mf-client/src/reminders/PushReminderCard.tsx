import { PushCard } from '@app/kit/panels';
import { useNotificationPermission, usePushAlerts } from '@app/kit/push';
import { refreshReminderSettings } from './use-reminder-settings';

/** The words for where this device stands. */
export const PUSH_REMINDER_WORDING = {
  checking: 'Checking this device...',
  unavailable: 'Push reminders are not available in this browser.',
  on: 'Push reminders are on for this device.',
  off: 'Push reminders are off for this device.',
  blocked: "Notifications are blocked for this site. Allow them in your browser's settings to get reminders here.",
} as const;

/**
 * Push reminders on this device. The browser is asked for permission only when the student switches them
 * on; the device counts as on when this browser's subscription is one of the student's own on the server.
 */
export function PushReminderCard({ pushEndpoints }: { pushEndpoints: readonly string[] }) {
  const { permission, request } = useNotificationPermission();
  const push = usePushAlerts(false, 'push reminders');
  const on = push.state === 'subscribed' && push.endpoint !== null && pushEndpoints.includes(push.endpoint);
  const blocked = permission === 'denied' && !on;
  const state =
    push.state === 'checking' || push.state === 'unavailable' ? push.state : blocked ? 'blocked' : on ? 'on' : 'off';

  const onToggle = async () => {
    if (on) await push.unsubscribe();
    else {
      if (permission !== 'granted' && (await request()) !== 'granted') return;
      await push.subscribe();
    }
    await refreshReminderSettings();
  };

  return (
    <PushCard
      title="Push on this device"
      description="A notification on this phone or computer, even when the app is closed."
      label="Notify me on this device"
      push={push}
      checked={on}
      disabled={push.busy || state === 'checking' || state === 'unavailable' || state === 'blocked'}
      onToggle={() => void onToggle()}
      state={state}
      status={PUSH_REMINDER_WORDING[state]}
    />
  );
}
