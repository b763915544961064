import { useId, type ReactNode } from 'react';
import { FieldError, Input, Label, Select, Textarea, cn } from '@app/kit/ui';

interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  labelClassName?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label, a control, an optional hint and its validation message, wired together for screen readers. */
export function FieldFrame({ label, error, hint, required, className, labelClassName, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id} className={labelClassName}>
          {label}
        </Label>
        {/* Outside the label, so the field's name is exactly its label; aria-required says it is required. */}
        {required && (
          <span aria-hidden="true" className="text-sm font-medium text-destructive">
            *
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children({ id, describedBy, invalid: !!error })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

type Common = Omit<FieldFrameProps, 'children'> & {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  name?: string;
};

/** A labelled single-line text field. */
export function TextField({
  value,
  onChange,
  placeholder,
  name,
  type = 'text',
  autoComplete,
  min,
  max,
  inputMode,
  list,
  ...frame
}: Common & {
  type?: string;
  autoComplete?: string;
  min?: string;
  max?: string;
  /** The on-screen keyboard to offer ("numeric" for minutes). */
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** The id of a datalist of suggestions. */
  list?: string;
}) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name={name}
          type={type}
          min={min}
          max={max}
          inputMode={inputMode}
          list={list}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={frame.required || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({ value, onChange, placeholder, name, rows = 4, ...frame }: Common & { rows?: number }) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          name={name}
          rows={rows}
          value={value}
          placeholder={placeholder}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={frame.required || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled native select; `placeholder` is an empty first option. */
export function SelectField({
  value,
  onChange,
  placeholder,
  name,
  options,
  ...frame
}: Common & { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          name={name}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={frame.required || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}
