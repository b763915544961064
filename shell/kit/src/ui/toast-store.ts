import type { ReactNode } from 'react';
import { create } from 'zustand';

/** At most this many toasts are shown at once: a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** A dismissed toast is removed from the store after this many milliseconds. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays on screen, in milliseconds. */
export const TOAST_DURATION = 5000;
/** A toast swiped right by more than this many pixels is dismissed. */
export const TOAST_SWIPE_THRESHOLD = 50;

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

/** A toast as kept in the store. */
export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  add: (item: ToastItem) => void;
  update: (id: string, patch: Partial<Omit<ToastItem, 'id'>>) => void;
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      useToastStore.getState().remove(id);
    }, TOAST_REMOVE_DELAY),
  );
}

/** The one store of toasts, shared by the shell and every remote through the kit singleton. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  add: (item) => set((state) => ({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) })),
  update: (id, patch) =>
    set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) })),
  dismiss: (id) => {
    for (const t of get().toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    set((state) => ({
      toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
    }));
  },
  remove: (id) => set((state) => ({ toasts: id === undefined ? [] : state.toasts.filter((t) => t.id !== id) })),
}));

let counter = 0;

/** Shows a transient notification; returns handles to update or dismiss it. */
export function toast({ title, description, variant = 'default', duration = TOAST_DURATION }: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  useToastStore.getState().add({ id, title, description, variant, duration, open: true });
  return {
    id,
    dismiss: () => useToastStore.getState().dismiss(id),
    update: (patch: ToastOptions) => useToastStore.getState().update(id, patch),
  };
}
