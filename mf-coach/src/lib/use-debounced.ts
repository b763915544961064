import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (the first value at once): what a search sends as one types. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
