import { useId } from 'react';
import { Checkbox } from '@app/kit/ui';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
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
  const checkboxId = useId();
  const stateId = useId();
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
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Push on this device</h2>
        <CardDescription>A notification on this phone or computer, even when the app is closed.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={checkboxId}
            className="mt-0.5"
            checked={on}
            disabled={push.busy || state === 'checking' || state === 'unavailable' || state === 'blocked'}
            aria-describedby={stateId}
            onChange={() => void onToggle()}
          />
          <label htmlFor={checkboxId} className="text-sm font-medium leading-tight">
            Notify me on this device
          </label>
        </div>
        <p
          id={stateId}
          role="status"
          className="pl-7 text-sm text-foreground"
          data-push-state={push.busy ? 'busy' : state}
        >
          {push.busy ? 'Updating...' : PUSH_REMINDER_WORDING[state]}
        </p>
        {push.error && (
          <p role="alert" className="pl-7 text-sm text-destructive">
            {push.error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
