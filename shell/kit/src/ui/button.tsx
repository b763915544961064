import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';
import { FOCUS_RING } from './focus-ring';

/**
 * Visual weight of a button; `destructive` is for actions that delete or cannot be undone, and
 * `destructive-outline` for such an action that should not be the strongest control on its card.
 */
export type ButtonVariant = 'default' | 'destructive' | 'destructive-outline' | 'outline' | 'secondary' | 'ghost' | 'link';

/** Size of a button; `icon` is square for icon-only buttons (give those an aria-label). */
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  'destructive-outline': 'border border-red-200 bg-white text-destructive hover:bg-red-50',
  outline: 'border border-border bg-white text-foreground hover:bg-muted',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
};

/** Every size is at least 44 px high and wide below the `sm` breakpoint: a phone's touch target. */
const sizeClasses: Record<ButtonSize, string> = {
  default: 'h-11 min-w-11 px-4 py-2 sm:h-10 sm:min-w-0',
  sm: 'h-11 min-w-11 px-3 sm:h-9 sm:min-w-0',
  lg: 'h-11 px-8 text-base',
  icon: 'h-11 w-11 sm:h-10 sm:w-10',
};

/** The classes of a button, for links or other elements that must look like one. */
export function buttonClass(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors',
    FOCUS_RING,
    'disabled:pointer-events-none disabled:opacity-50',
    variantClasses[options.variant ?? 'default'],
    sizeClasses[options.size ?? 'default'],
    options.className,
  );
}

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A native button with the kit's variants; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
