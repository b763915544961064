import { useEffect, useRef, type RefObject } from 'react';

/** What a list's items call as one of them is removed (see useFocusAfterRemoval). */
export interface FocusAfterRemoval {
  removing: (id: string) => void;
  cancel: () => void;
}

/**
 * Keeps the keyboard in place when an item leaves a list: call `removing(id)` as its removal starts. Once `items` no
 * longer holds it, the focus goes to the item that took its place in `list` (or the last one), or to `fallback` when
 * none is left or the list went with it, rather than to the page's body with the control that removed it gone. Call
 * `cancel()` when the removal failed and the item stays. The list's items and the fallback take the focus with
 * tabIndex -1.
 */
export function useFocusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  items: readonly { id: string }[] | undefined,
  fallback: RefObject<HTMLElement | null>,
): FocusAfterRemoval {
  const removed = useRef<{ id: string; index: number } | null>(null);
  // After every render while a removal waits: a modal dialog still open keeps the page inert, and the focus lands
  // only at the first render after it closed.
  useEffect(() => {
    const gone = removed.current;
    if (!gone || !items || items.some((item) => item.id === gone.id)) return;
    const shown = list.current?.children ?? [];
    const next = shown[Math.min(gone.index, shown.length - 1)];
    const target = next instanceof HTMLElement ? next : fallback.current;
    target?.focus();
    if (!target || document.activeElement === target) removed.current = null;
  });
  // The last item gone, the list's owner may go with it (an empty list is said otherwise): the fallback then.
  useEffect(
    () => () => {
      if (removed.current) fallback.current?.focus();
    },
    [fallback],
  );
  return {
    removing: (id) => {
      removed.current = { id, index: Math.max(0, items?.findIndex((item) => item.id === id) ?? 0) };
    },
    cancel: () => {
      removed.current = null;
    },
  };
}
