import type { ReactNode } from 'react';
import { cn } from '@app/kit/ui';
import { StudentHeader } from './StudentHeader';
import { SyncProblem } from './SyncProblem';
import { useRefreshAfterSync } from './use-refresh-after-sync';

/** Frame of every student screen: skip link, header, sync problems, and the main content. */
export function StudentPage({ children, className }: { children: ReactNode; className?: string }) {
  useRefreshAfterSync();
  return (
    <div className="min-h-dvh bg-background print:bg-white">
      <a
        href="#student-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <StudentHeader />
      <SyncProblem />
      <main id="student-main" tabIndex={-1} className={cn('mx-auto max-w-6xl px-4 py-8 sm:px-6 print:px-0 print:py-0', className)}>
        {children}
      </main>
    </div>
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
