import { Link } from '@app/kit/router';
import { useCurrentUser } from '@app/kit/api';
import { Card, CardContent } from '@app/kit/panels';
import { useAdminSession } from '../session/admin-session';
import { InboxFrame } from '../session/InboxFrame';
import { BrowserNotificationsCard } from '../settings/BrowserNotificationsCard';
import { EmailStatusCard } from '../settings/EmailStatusCard';
import { RetentionNotice } from '../settings/RetentionNotice';
import { useNotificationPermission } from '@app/kit/push';

/** /notifications: how the admin (and the signed-in coach) hears about new consultation requests (e-mail, desktop, push). */
export default function NotificationSettings() {
  const session = useAdminSession();
  const { isCoach } = useCurrentUser();
  const { permission, request } = useNotificationPermission();
  return (
    <InboxFrame>
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-1">
          <Link
            to="/admin"
            className="inline-flex min-h-11 w-fit items-center text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-0"
          >
            ← Back to Consultation Requests
          </Link>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Notification Settings</h1>
          <p className="text-muted-foreground">How you hear about new consultation requests.</p>
        </div>

        <BrowserNotificationsCard
          permission={permission}
          requestPermission={request}
          mayRegister={isCoach || (session === 'checking' ? undefined : session === 'authenticated')}
        />
        <EmailStatusCard />

        <Card>
          <CardContent className="flex flex-col gap-2 pt-6 text-sm text-foreground">
            <p>All consultation submissions are logged on the server and saved to the dashboard.</p>
            <p>Email notifications are optional: every request is always available on the admin dashboard.</p>
            <RetentionNotice />
          </CardContent>
        </Card>
      </main>
    </InboxFrame>
  );
}
