import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { cn } from './cn';
import { TOAST_SWIPE_THRESHOLD, useToastStore, type ToastItem } from './toast-store';

/** Accessible name of the notification region; F8 moves focus there. */
export const TOAST_REGION_LABEL = 'Notifications (F8)';

function ToastCard({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((state) => state.dismiss);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [paused, item.id, item.duration, dismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    setPaused(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    setPaused(false);
    if (distance > TOAST_SWIPE_THRESHOLD) dismiss(item.id);
    else setOffset(0);
  };

  const destructive = item.variant === 'destructive';
  return (
    <li
      data-variant={item.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-md border p-4 pr-14 shadow-lg',
        destructive ? 'border-destructive bg-destructive text-destructive-foreground' : 'border-border bg-white text-foreground',
      )}
    >
      <div className="grid gap-1">
        {item.title && <div className="text-sm font-semibold">{item.title}</div>}
        {item.description && <div className="text-sm opacity-90">{item.description}</div>}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => dismiss(item.id)}
        className="absolute right-0 top-0 flex h-11 w-11 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </li>
  );
}

/**
 * One live region and the list of its open toasts. The role sits on this always-present container, not on
 * the items: a live region must exist before its text changes to be announced, and a list holds list items only.
 */
function ToastList({ items, role }: { items: ToastItem[]; role: 'status' | 'alert' }) {
  return (
    <div role={role} aria-atomic="true" className="w-full sm:w-[420px]">
      <ol className="flex flex-col gap-2">
        {items.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </div>
  );
}

/**
 * Renders the toasts of the shared store. Mount once, in the shell. The region is always present so
 * screen readers announce new toasts; F8 moves focus to it. Toasts show at the top, under the sticky
 * header, so they never cover a form's actions, which sit at the foot of the page.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = toasts.filter((item) => item.open);
  return (
    <section
      ref={regionRef}
      aria-label={TOAST_REGION_LABEL}
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 top-16 z-[100] flex flex-col items-center px-4 pt-2 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:inset-x-auto sm:right-0 sm:items-end"
    >
      <ToastList role="status" items={open.filter((item) => item.variant !== 'destructive')} />
      <ToastList role="alert" items={open.filter((item) => item.variant === 'destructive')} />
    </section>
  );
}
