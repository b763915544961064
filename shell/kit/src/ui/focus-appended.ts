import { useEffect, useRef, type RefObject } from 'react';

/**
 * "Load more" for keyboard users: once the items asked for arrive, focus moves to the first one appended to
 * `list` (the button that asked may be gone by then). `loadMore` wraps the call that fetches the next page.
 */
export function useFocusAppended(
  list: RefObject<HTMLElement | null>,
  items: readonly unknown[] | undefined,
): (fetchNext: () => Promise<{ isFetchNextPageError: boolean }>) => Promise<void> {
  const from = useRef<number | null>(null);
  useEffect(() => {
    const first = from.current === null ? undefined : list.current?.children[from.current];
    if (first instanceof HTMLElement) {
      from.current = null;
      first.focus();
    }
  }, [list, items]);
  return async (fetchNext) => {
    from.current = items?.length ?? 0;
    const result = await fetchNext();
    if (result.isFetchNextPageError) from.current = null;
  };
}
