import type { ReactNode } from 'react';
import { SyncStatusBadge, useSyncStatus } from '@app/kit/sync-status';
import { AppFrame, cn } from '@app/kit/ui';
import { useReportTimeZone } from '../reminders/use-report-time-zone';
import { STUDENT_MENU, STUDENT_NAV } from './nav-items';
import { SyncProblem } from './SyncProblem';
import { useRefreshAfterSync } from './use-refresh-after-sync';

/** Frame of every student screen: the app frame with the student's pages and menu, sync problems, the main content. */
export function StudentPage({ children, className }: { children: ReactNode; className?: string }) {
  useRefreshAfterSync();
  useReportTimeZone();
  // Where the student's saves stand shows only while something waits or failed: a save's success is its toast.
  const phase = useSyncStatus((state) => state.phase);
  const status = phase === 'saved' ? undefined : <SyncStatusBadge />;
  return (
    <AppFrame home="/dashboard" nav={STUDENT_NAV} navLabel="Student" menu={STUDENT_MENU} status={status}>
      <SyncProblem />
      <main id="main" tabIndex={-1} className={cn('mx-auto max-w-6xl px-4 py-8 sm:px-6 print:px-0 print:py-0', className)}>
        {children}
      </main>
    </AppFrame>
  );
}

/** A page's title block: the one h1, an optional description, and actions beside it on wide screens. */
export function PageTitle({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
    </div>
  );
}
