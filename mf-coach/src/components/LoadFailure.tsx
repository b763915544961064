import { Button } from '@app/kit/ui';

/** Shown when a list could not be loaded: says so plainly and offers another try. */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p>Could not load {what}. Check your connection and try again.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A polite, visible "Loading …" line announced to screen readers. */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="py-6 text-sm text-muted-foreground">
      Loading {what}…
    </p>
  );
}
