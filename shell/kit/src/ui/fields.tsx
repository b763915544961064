import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';
import { FOCUS_RING } from './focus-ring';

const fieldClass = cn(
  'w-full rounded-md border border-input bg-white px-3 py-2 text-sm text-foreground',
  'placeholder:text-muted-foreground',
  FOCUS_RING,
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-[invalid=true]:border-destructive',
);

/** A text input; pair it with a {@link Label} through `id`/`htmlFor`. 44 px high on phones (a touch target). */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClass, 'h-11 sm:h-10', className)} {...props} />;
}

/** A multi-line text field. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(fieldClass, 'min-h-20', className)} {...props} />;
}

/** A native select: the most accessible choice list on every device. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClass, 'h-11 sm:h-10', className)} {...props} />;
}

/**
 * A native checkbox with the kit's focus ring and brand colour. Put it inside a label with
 * {@link checkboxLabelClass}: the label is the 44 px touch target on phones.
 */
export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('h-5 w-5 shrink-0 rounded border-input accent-primary', FOCUS_RING, className)}
      {...props}
    />
  );
}

/** The classes of a label that wraps a checkbox: a row at least 44 px high on phones, the whole row clickable. */
export const checkboxLabelClass = 'flex min-h-11 cursor-pointer items-center gap-3 text-sm text-foreground sm:min-h-9';

/** A form label. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium leading-none text-foreground', className)} {...props} />;
}

/** An inline validation message under a field; give the field `aria-describedby` with this id. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {children}
    </p>
  );
}
