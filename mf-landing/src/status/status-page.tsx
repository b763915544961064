import type { ReactNode } from 'react';
import { SiteHeader } from '@app/kit/ui';

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  icon: ReactNode;
  /** Small line above the title (e.g. the status code). */
  eyebrow?: string;
  title: string;
  children: ReactNode;
  /** The page's links or buttons. */
  actions: ReactNode;
}

/** A short page explaining where the visitor landed (access denied, not found), under the site header. */
export function StatusPage({ icon, eyebrow, title, children, actions }: StatusPageProps) {
  return (
    <div className="min-h-dvh bg-background">
      <SiteHeader />
      <main className="flex justify-center px-4 py-16 sm:py-24">
        <div className="w-full max-w-lg rounded-xl border border-border bg-white p-8 text-center shadow-sm">
          <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-destructive">
            {icon}
          </div>
          {eyebrow && (
            <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground">{title}</h1>
          <div className="mt-4 grid gap-3 text-muted-foreground">{children}</div>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        </div>
      </main>
    </div>
  );
}
