import { Badge, type BadgeVariant } from '@app/kit/panels';
import { SYNC_PHASE_LABELS, useSyncStatus, type SyncPhase } from './sync-status';

const variants: Record<SyncPhase, BadgeVariant> = {
  saved: 'success',
  pending: 'warning',
  syncing: 'secondary',
  error: 'destructive',
};

/** The one badge that shows where the student's saves stand; announced politely when it changes. */
export function SyncStatusBadge({ className }: { className?: string }) {
  const { phase, lastError } = useSyncStatus();
  return (
    <span role="status" aria-live="polite" className={className}>
      <Badge variant={variants[phase]} title={phase === 'error' && lastError ? lastError : undefined}>
        {SYNC_PHASE_LABELS[phase]}
      </Badge>
    </span>
  );
}
