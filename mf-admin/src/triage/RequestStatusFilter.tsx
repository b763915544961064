import { REQUEST_STATUSES, type RequestStatus } from '@app/api/contract';
import { cn, FOCUS_RING } from '@app/kit/ui';

/** Props of {@link RequestStatusFilter}. */
export interface RequestStatusFilterProps {
  selected: readonly RequestStatus[];
  onChange: (selected: RequestStatus[]) => void;
}

/** Which triage statuses the inbox shows: one toggle per status, in the order a request moves through them. */
export function RequestStatusFilter({ selected, onChange }: RequestStatusFilterProps) {
  const toggle = (status: RequestStatus) => {
    // At least one status stays chosen: an inbox showing nothing would look empty.
    if (selected.length === 1 && selected[0] === status) return;
    const next = selected.includes(status) ? selected.filter((entry) => entry !== status) : [...selected, status];
    onChange(REQUEST_STATUSES.map((entry) => entry.value).filter((value) => next.includes(value)));
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">Show requests that are</legend>
      <div className="flex flex-wrap gap-2">
        {REQUEST_STATUSES.map((entry) => {
          const on = selected.includes(entry.value);
          return (
            <button
              key={entry.value}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(entry.value)}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors',
                FOCUS_RING,
                on
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-white text-foreground hover:bg-muted',
              )}
            >
              {entry.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
