import { useCallback, useEffect, useState } from 'react';
import { SUCCESS_BANNER_MS } from '@app/api/contract';

/**
 * Whether the success banner shows: `show()` displays it for SUCCESS_BANNER_MS (8 s); showing it again
 * while visible restarts the time.
 */
export function useSuccessBanner(): { visible: boolean; show: () => void } {
  // Counts successes: each one is a new 8-second period; 0 means hidden.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown === 0) return;
    const timer = setTimeout(() => setShown(0), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const show = useCallback(() => setShown((count) => count + 1), []);
  return { visible: shown > 0, show };
}
