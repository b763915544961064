import { ConsultationInbox } from '../inbox/ConsultationInbox';
import { AdminLogin } from '../session/AdminLogin';
import { useAdminSession } from '../session/admin-session';
import { InboxFrame } from '../session/InboxFrame';

/** /admin: the session check, then the password card or the consultation request inbox. */
export default function AdminPage() {
  const session = useAdminSession();
  return (
    <InboxFrame>
      <main id="main">
        {session === 'checking' && (
          <p role="status" className="px-4 py-20 text-center text-muted-foreground">
            Checking authentication...
          </p>
        )}
        {session === 'unauthenticated' && <AdminLogin />}
        {session === 'authenticated' && <ConsultationInbox />}
      </main>
    </InboxFrame>
  );
}
