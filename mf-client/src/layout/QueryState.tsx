import type { ReactNode } from 'react';
import { Button } from '@app/kit/ui';

/** A short loading line for one part of a page, announced politely. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="py-4 text-sm text-muted-foreground">
      {label}
    </p>
  );
}

/** A part of a page that could not load, with a way to try again. */
export function LoadFailed({ message, onRetry, children }: { message: string; onRetry: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{message}</p>
      {children}
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
