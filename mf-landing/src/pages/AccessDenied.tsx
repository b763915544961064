import { Link } from '@app/kit/router';
import { useSite } from '@app/kit/api';
import { buttonClass } from '@app/kit/ui';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import { StatusPage } from '../status/status-page';

/** The mail link asking the coach for access. */
export function requestAccessHref(coachEmail: string): string {
  return `mailto:${coachEmail}?subject=${encodeURIComponent('Request for platform access')}`;
}

/** /access-denied: where a sign-in link for an address that is not approved lands. */
export default function AccessDenied() {
  const site = useSite();
  return (
    <StatusPage
      icon={<Lock className="h-7 w-7" />}
      title="Access Denied"
      actions={
        <>
          <Link to="/" className={buttonClass()}>
            Return to Home Page
          </Link>
          <a href={requestAccessHref(site.coachEmail)} className={buttonClass({ variant: 'outline' })}>
            <Mail className="h-4 w-4" />
            Request Access
          </a>
        </>
      }
    >
      <p>Your email address is not authorized to access this platform.</p>
      <p>
        Only approved email addresses can sign in. If you are working with the coach, ask for your address to be added.
      </p>
    </StatusPage>
  );
}
