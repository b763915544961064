import { cn } from '@app/kit/ui';
import type { LiveStatus } from './live-stream';

const WORDING: Record<LiveStatus, string> = {
  connecting: 'Connecting to live updates...',
  connected: 'Live updates on',
  disconnected: 'Live updates paused, reconnecting...',
};

/** A small dot and a few words saying whether new requests will appear on their own. */
export function LiveStatusIndicator({ status }: { status: LiveStatus }) {
  return (
    <p role="status" data-live-status={status} className="inline-flex items-center gap-2 text-xs text-muted-foreground">
      <span
        aria-hidden="true"
        className={cn(
          'inline-block h-2 w-2 rounded-full',
          status === 'connected' && 'bg-green-600',
          status === 'connecting' && 'bg-amber-500',
          status === 'disconnected' && 'bg-red-600',
        )}
      />
      {WORDING[status]}
    </p>
  );
}
