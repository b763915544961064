import type { ReactNode } from 'react';
import { Toaster as Sonner, toast as sonner, type ToastT } from 'sonner';
import { useMedia } from './use-media';

/** At most this many toasts are shown at once: a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** How long a toast stays on screen, in milliseconds (longer while the pointer or focus is on it). */
export const TOAST_DURATION = 5000;
/** Accessible name of the notification region; F8 moves focus to its toasts. */
export const TOAST_REGION_LABEL = 'Notifications (F8)';

/** `destructive` marks failures; `default` everything else. */
export type ToastVariant = 'default' | 'destructive';

/** What a caller passes to {@link toast}. */
export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; defaults to {@link TOAST_DURATION}. */
  duration?: number;
}

/**
 * Shows a transient notification (sonner), replacing the one on screen; returns its id and a way to close it.
 * Every toast goes through here, so the whole app keeps one shape of call and one look.
 */
export function toast({ title, description, variant = 'default', duration = TOAST_DURATION }: ToastOptions) {
  sonner.dismiss();
  const options = { description, duration };
  const id = variant === 'destructive' ? sonner.error(title, options) : sonner(title, options);
  return { id, dismiss: () => void sonner.dismiss(id) };
}

/** The toasts open now, oldest first, as their callers gave them (what a test reads after an action). */
export function openToasts(): ToastOptions[] {
  return sonner
    .getToasts()
    .filter((item): item is ToastT => !('dismiss' in item))
    .map((item) => ({
      title: typeof item.title === 'function' ? item.title() : item.title,
      description: typeof item.description === 'function' ? item.description() : item.description,
      variant: item.type === 'error' ? 'destructive' : 'default',
    }));
}

/** Closes every open toast. */
export function dismissToasts(): void {
  sonner.dismiss();
}

/** Sonner's own phone layout (toasts the full width of the screen) is up to this width. */
const WIDER_THAN_PHONE = '(min-width: 601px)';

/**
 * Where the toasts show, chosen to cover none of a page's own buttons, which sit at the top right (a page's
 * actions beside its title: Export to Excel, Logout) and at the foot, right-aligned on wide screens and full
 * width on phones (a form's Save): bottom left on wide screens; on phones at the top, just under the sticky bar.
 */
const PLACEMENT = {
  wide: 'bottom-left',
  phone: 'top-center',
  /** The phone bar is 4rem high; the toasts start half a rem below it. */
  phoneOffset: { top: '4.5rem', left: '1rem', right: '1rem' },
} as const;

/**
 * The toasts of the whole app (sonner). Mount once, in the shell (and on the landing page's own entry). Its
 * region is always in the page and announces each toast politely; F8 moves focus to the toasts, where each
 * is a stop in the Tab order with a close button. A toast pauses while pointed at or focused, and a swipe to
 * the right dismisses it.
 */
export function Toaster() {
  const wide = useMedia(WIDER_THAN_PHONE);
  return (
    <Sonner
      position={wide ? PLACEMENT.wide : PLACEMENT.phone}
      mobileOffset={PLACEMENT.phoneOffset}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION}
      hotkey={['F8']}
      customAriaLabel={TOAST_REGION_LABEL}
      swipeDirections={['right']}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'gap-3 rounded-md border-border bg-white p-4 pr-14 font-sans text-foreground shadow-lg',
          title: 'text-sm font-semibold',
          description: 'text-sm text-inherit opacity-90',
          error: 'border-destructive bg-destructive text-destructive-foreground',
          closeButton:
            'left-auto right-0 top-0 h-11 w-11 transform-none rounded-md border-0 bg-transparent text-current opacity-80 hover:bg-transparent hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring',
        },
      }}
    />
  );
}
