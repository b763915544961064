import { useId, type ReactNode } from 'react';
import { FieldError, cn } from '@app/kit/ui';
import { Choice } from './Choice';

interface ChoiceGroupProps {
  /** The question, read as the group's name. */
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  /** The chosen value; '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Classes of the choices' container: two chips side by side unless given. */
  className?: string;
  /** Classes added to each chip. */
  chipClassName?: string;
}

/**
 * A question answered by one of a few choices: a fieldset of native radio buttons drawn as chips (Tab reaches the
 * group, the arrow keys choose), with an optional hint and its validation message.
 */
export function ChoiceGroup({ legend, hint, error, options, value, onChange, className, chipClassName }: ChoiceGroupProps) {
  const name = useId();
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium leading-none text-foreground">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className={cn('grid grid-cols-2 gap-2', className)}>
        {options.map((option) => (
          <Choice
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            checked={option.value === value}
            onChange={onChange}
            invalid={!!error}
            describedBy={describedBy}
            className={chipClassName}
          />
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
