import { Link } from '@app/kit/router';
import { Button } from '@app/kit/ui';
import { PushCard } from '@app/kit/panels';
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
    <PushCard
      title="Browser Notifications"
      description="A desktop notification with a short sound when a new consultation request arrives while the admin dashboard is open."
      label="Receive push alerts on this device"
      hint="Alerts arrive even when the site is closed, on a computer or on a phone with the app installed."
      push={push}
      checked={subscribed}
      disabled={!canChange}
      onToggle={() => void onToggle()}
      state={push.state}
      status={PUSH_WORDING[push.state]}
      statusAction={
        mayRegister === false &&
        !subscribed &&
        push.state !== 'unavailable' && (
          <>
            {' '}
            <Link to="/admin" className="font-medium text-primary underline underline-offset-4">
              Log in to the admin dashboard
            </Link>{' '}
            to turn them on.
          </>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-3 text-sm" data-permission={permission}>
        <span className="text-muted-foreground">Permission:</span>
        <PermissionStatus permission={permission} onEnable={() => void requestPermission()} />
      </div>
    </PushCard>
  );
}
