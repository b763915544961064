import { useCurrentUser } from '@app/kit/api';
import { AppFrame, PageSkeleton } from '@app/kit/ui';

/**
 * What shows while a page's code, its data or the current user loads: the app frame at once (its person's
 * menu as soon as the user is known) over the outline of a page, the same size as the pages themselves, so
 * nothing jumps when the page arrives. Signed-out visitors get the bare bar, as the public pages start.
 */
export function PagePlaceholder() {
  const current = useCurrentUser();
  if (!current.isLoading && !current.isAuthenticated) {
    return (
      <div className="min-h-dvh" aria-busy="true">
        <div className="h-16 border-b border-border bg-white" />
        <p className="sr-only" role="status">
          Loading...
        </p>
      </div>
    );
  }
  return (
    <AppFrame>
      <PageSkeleton />
    </AppFrame>
  );
}
