import { useCurrentUser } from '@app/kit/api';
import { SiteHeader } from '@app/kit/ui';
import { CoachHeader } from '@app/kit/panels';
import { ConsultationInbox } from '../inbox/ConsultationInbox';
import { AdminLogin } from '../session/AdminLogin';
import { useAdminSession } from '../session/admin-session';

/** /admin: the session check, then the password card or the consultation request inbox. */
export default function AdminPage() {
  const session = useAdminSession();
  const { isCoach } = useCurrentUser();
  return (
    <div className="min-h-dvh bg-background">
      {/* Inside the coach area the coach's own frame; the admin sees the public site's header. */}
      {isCoach ? <CoachHeader /> : <SiteHeader />}
      <main id="main">
        {session === 'checking' && (
          <p role="status" className="px-4 py-20 text-center text-muted-foreground">
            Checking authentication...
          </p>
        )}
        {session === 'unauthenticated' && <AdminLogin />}
        {session === 'authenticated' && <ConsultationInbox />}
      </main>
    </div>
  );
}
