import { useId } from 'react';
import { Link } from '@app/kit/router';
import { Button, Checkbox } from '@app/kit/ui';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { usePushAlerts, type PermissionState, type PushState } from '@app/kit/push';

/** Props of {@link BrowserNotificationsCard}. */
export interface BrowserNotificationsCardProps {
  permission: PermissionState;
  requestPermission: () => Promise<PermissionState>;
  /** Whether this session may store a push subscription for alerts: the admin's or the coach's (undefined: checking). */
  mayRegister: boolean | undefined;
}

function PermissionStatus({ permission, onEnable }: { permission: PermissionState; onEnable: () => void }) {
  switch (permission) {
    case 'granted':
      return <span className="font-medium text-green-800">✓ Enabled</span>;
    case 'denied':
      return <span className="font-medium text-destructive">Notifications blocked. Enable in browser settings.</span>;
    case 'default':
      return (
        <Button size="sm" onClick={onEnable}>
          Enable Notifications
        </Button>
      );
    default:
      return <span className="text-muted-foreground">This browser does not support notifications.</span>;
  }
}

const PUSH_WORDING: Record<PushState, string> = {
  checking: 'Checking this device...',
  unavailable: 'Push alerts are not available in this browser.',
  subscribed: 'Push alerts are on for this device.',
  unsubscribed: 'Push alerts are off for this device.',
};

/** The browser's notification permission and this device's web push subscription. */
export function BrowserNotificationsCard({
  permission,
  requestPermission,
  mayRegister,
}: BrowserNotificationsCardProps) {
  const push = usePushAlerts(mayRegister === true);
  const checkboxId = useId();
  const stateId = useId();
  const subscribed = push.state === 'subscribed';
  // Turning alerts off always works; turning them on needs the admin's or coach's session and a permission not refused.
  const canChange =
    !push.busy && (subscribed || (mayRegister === true && push.state === 'unsubscribed' && permission !== 'denied'));

  const onToggle = async () => {
    if (subscribed) return push.unsubscribe();
    if (permission === 'default' && (await requestPermission()) !== 'granted') return;
    await push.subscribe();
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Browser Notifications</h2>
        <CardDescription>
          A desktop notification with a short sound when a new consultation request arrives while the admin dashboard is
          open.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3 text-sm" data-permission={permission}>
          <span className="text-muted-foreground">Permission:</span>
          <PermissionStatus permission={permission} onEnable={() => void requestPermission()} />
        </div>

        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <div className="flex items-start gap-3">
            <Checkbox
              id={checkboxId}
              className="mt-0.5"
              checked={subscribed}
              disabled={!canChange}
              aria-describedby={stateId}
              onChange={() => void onToggle()}
            />
            <label htmlFor={checkboxId} className="min-h-11 text-sm font-medium leading-tight sm:min-h-0">
              Receive push alerts on this device
              <span className="block font-normal text-muted-foreground">
                Alerts arrive even when the site is closed, on a computer or on a phone with the app installed.
              </span>
            </label>
          </div>
          <p
            id={stateId}
            role="status"
            className="pl-7 text-sm text-foreground"
            data-push-state={push.busy ? 'busy' : push.state}
          >
            {push.busy ? 'Updating...' : PUSH_WORDING[push.state]}
            {mayRegister === false && !subscribed && push.state !== 'unavailable' && (
              <>
                {' '}
                <Link to="/admin" className="font-medium text-primary underline underline-offset-4">
                  Log in to the admin dashboard
                </Link>{' '}
                to turn them on.
              </>
            )}
          </p>
          {push.error && (
            <p role="alert" className="pl-7 text-sm text-destructive">
              {push.error}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
