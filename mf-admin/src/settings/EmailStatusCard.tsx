import { useCurrentUser } from '@app/kit/api';
import { Link } from '@app/kit/router';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { useEmailStatus } from './use-email-status';

/** The three settings that turn e-mail alerts on, as the server reads them. */
export const EMAIL_SETTINGS = [
  { name: 'EMAIL_USER', meaning: 'the sender account, for example your-practice@gmail.com' },
  { name: 'EMAIL_APP_PASSWORD', meaning: 'the app password created for that account' },
  { name: 'NOTIFICATION_EMAIL', meaning: 'the address that receives an alert for each new request' },
] as const;

/** Whether new-request alerts are e-mailed, and how to set that up. */
export function EmailStatusCard() {
  const configured = useEmailStatus();
  const { isCoach } = useCurrentUser();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Email Notifications</h2>
        <CardDescription>An e-mail for every new consultation request.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p
          role="status"
          className="text-sm font-medium"
          data-email-configured={configured === undefined ? undefined : String(configured)}
        >
          {configured === undefined ? (
            <span className="text-muted-foreground">Checking email settings...</span>
          ) : configured ? (
            <span className="text-green-800">✓ Email notifications are configured.</span>
          ) : (
            <span className="text-foreground">Email notifications are not configured.</span>
          )}
        </p>
        <div className="rounded-md bg-muted p-4 text-sm text-foreground">
          <h3 className="mb-2 font-semibold">Setting up email notifications</h3>
          <ol className="flex list-decimal flex-col gap-2 pl-5">
            <li>
              Use a mail account with two-step verification turned on and create an app password for it (in a Google
              account: Security, then App passwords).
            </li>
            <li>
              Set these three environment settings on the server:
              <ul className="mt-2 flex flex-col gap-1">
                {EMAIL_SETTINGS.map((setting) => (
                  <li key={setting.name}>
                    <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs">{setting.name}</code>:{' '}
                    {setting.meaning}
                  </li>
                ))}
              </ul>
            </li>
            <li>
              Restart the server: these three mail settings are read when it starts. This page then shows email
              notifications as configured.
            </li>
          </ol>
          <p className="mt-3">
            Nothing else here needs a restart: the practice&apos;s name, contact details, photo, price and testimonials
            are edited in the app, under{' '}
            {isCoach ? (
              <Link to="/practice-profile" className="font-medium text-primary underline-offset-4 hover:underline">
                Practice profile
              </Link>
            ) : (
              'Practice profile in the coach area'
            )}
            .
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
