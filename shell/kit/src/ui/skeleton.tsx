import { cn } from './cn';

/** A grey block standing in for content that is on its way; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)} />;
}

/**
 * The outline of a signed-in page (a title, two cards, a list) while its code and data load, in the same
 * place and width as the pages, so nothing jumps when the page arrives. Announced once as "Loading...".
 */
export function PageSkeleton({ label = 'Loading...' }: { label?: string }) {
  return (
    <main id="main" aria-busy="true" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="mt-3 h-4 w-96 max-w-full" />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="mt-6 h-64" />
    </main>
  );
}
