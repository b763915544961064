import type { ReactNode } from 'react';
import { useCurrentUser } from '@app/kit/api';
import { COACH_FRAME } from '@app/kit/coach';
import { AppFrame, SiteHeader } from '@app/kit/ui';

/**
 * The frame of the inbox's pages: inside the coach area the coach's own app frame (their pages and menu); the
 * admin, signed in with the shared password only, sees the public site's header.
 */
export function InboxFrame({ children }: { children: ReactNode }) {
  const { isCoach, isLoading } = useCurrentUser();
  // The page waits until its frame is known: moved into the coach's frame, it would start over (a filter chosen
  // meanwhile lost).
  if (isCoach) return <AppFrame {...COACH_FRAME}>{children}</AppFrame>;
  return (
    <div className="min-h-dvh bg-background">
      <SiteHeader />
      {!isLoading && children}
    </div>
  );
}
