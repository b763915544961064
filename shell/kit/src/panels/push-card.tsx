import { useId, type ReactNode } from 'react';
import type { PushAlerts } from '../push/use-push-alerts';
import { cn } from '../ui/cn';
import { Checkbox } from '../ui/fields';
import { Card, CardContent, CardDescription, CardHeader } from './card';

/** Props of {@link PushCard}. */
export interface PushCardProps {
  title: string;
  description: ReactNode;
  /** Shown above the switch, set apart from it by a rule (e.g. the browser's notification permission). */
  children?: ReactNode;
  /** The switch's label, and a line under it saying more. */
  label: string;
  hint?: string;
  /** This device's subscription (usePushAlerts): whether a change is under way, and why the last one failed. */
  push: Pick<PushAlerts, 'busy' | 'error'>;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  /** Where this device stands, as its data-push-state ('busy' while a change is under way). */
  state: string;
  /** Where this device stands, in words ("Updating..." while a change is under way). */
  status: string;
  /** Follows the status: what the person can do about it. */
  statusAction?: ReactNode;
}

/** Push on this device: a switch for this browser's subscription, where the device stands, and why a change failed. */
export function PushCard({
  title,
  description,
  children,
  label,
  hint,
  push,
  checked,
  disabled,
  onToggle,
  state,
  status,
  statusAction,
}: PushCardProps) {
  const checkboxId = useId();
  const stateId = useId();

  const toggle = (
    <>
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          className="mt-0.5"
          checked={checked}
          disabled={disabled}
          aria-describedby={stateId}
          onChange={onToggle}
        />
        {/* A label with a hint is a 44 px touch target on phones; a one-line label is not yet (a known small
            target in e2e/tests/screens.test.ts). */}
        <label htmlFor={checkboxId} className={cn('text-sm font-medium leading-tight', hint && 'min-h-11 sm:min-h-0')}>
          {label}
          {hint && <span className="block font-normal text-muted-foreground">{hint}</span>}
        </label>
      </div>
      <p id={stateId} role="status" className="pl-7 text-sm text-foreground" data-push-state={push.busy ? 'busy' : state}>
        {push.busy ? 'Updating...' : status}
        {statusAction}
      </p>
      {push.error && (
        <p role="alert" className="pl-7 text-sm text-destructive">
          {push.error}
        </p>
      )}
    </>
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {/* What comes above the switch is set apart from it by a rule. */}
      <CardContent className={children ? 'flex flex-col gap-6' : 'flex flex-col gap-2'}>
        {children}
        {children ? <div className="flex flex-col gap-2 border-t border-border pt-4">{toggle}</div> : toggle}
      </CardContent>
    </Card>
  );
}
