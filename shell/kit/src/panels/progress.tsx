import { cn } from '../ui/cn';

/** Props of {@link Progress}. */
export interface ProgressProps {
  /** Current value, clamped to 0..max. */
  value: number;
  /** The value that means complete; 100 unless given. */
  max?: number;
  /** Accessible name, e.g. "Activity progress". */
  label: string;
  className?: string;
}

/** A progress bar's maximum unless given. */
export const PROGRESS_DEFAULT_MAX = 100;

/** A horizontal progress bar exposed to assistive technology as a progressbar. */
export function Progress({ value, max = PROGRESS_DEFAULT_MAX, label, className }: ProgressProps) {
  const safeMax = max > 0 ? max : PROGRESS_DEFAULT_MAX;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
