import { useId, type ReactNode } from 'react';
import { cn } from '@app/kit/ui';

/** A choice's look: a bordered chip at least 44 px high, filled when chosen, ringed when focused by keyboard. */
export const choiceChipClass =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-border bg-white px-3 text-sm font-medium ' +
  'hover:bg-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-checked:hover:bg-primary/90 ' +
  'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2';

interface ChoiceProps {
  /** The radio group's name: the browser moves between the choices of one name with the arrow keys. */
  name: string;
  value: string;
  label: ReactNode;
  checked: boolean;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Classes added to the chip (e.g. left-aligned text for a long label). */
  className?: string;
}

/** One choice among several: a native radio button drawn as a chip, its label the whole target. */
export function Choice({ name, value, label, checked, onChange, invalid, describedBy, className }: ChoiceProps) {
  const id = useId();
  return (
    <div>
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={() => onChange(value)}
        className="peer sr-only"
      />
      <label htmlFor={id} className={cn(choiceChipClass, className)}>
        {label}
      </label>
    </div>
  );
}
