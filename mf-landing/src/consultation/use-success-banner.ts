import { useCallback, useEffect, useState } from 'react';
import { SUCCESS_BANNER_MS } from '@app/api/contract';
import { preferredScrollBehavior } from '@app/kit/ui';
import type { SubmissionOutcome } from './use-consultation-submission';

/** The success banner's state: whether it shows, for which outcome, and which showing this is. */
export interface SuccessBanner {
  visible: boolean;
  outcome: SubmissionOutcome;
  /** Counts the showings (0: never shown): key the banner with it, so each showing is brought into view anew. */
  round: number;
  show: (outcome?: SubmissionOutcome) => void;
}

/**
 * Whether the success banner shows: `show()` displays it for SUCCESS_BANNER_MS (8 s); showing it again
 * while visible restarts the time.
 */
export function useSuccessBanner(): SuccessBanner {
  const [round, setRound] = useState(0);
  const [visible, setVisible] = useState(false);
  const [outcome, setOutcome] = useState<SubmissionOutcome>('received');
  useEffect(() => {
    if (round === 0) return;
    const timer = setTimeout(() => setVisible(false), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [round]);
  const show = useCallback((next: SubmissionOutcome = 'received') => {
    setOutcome(next);
    setVisible(true);
    setRound((count) => count + 1);
  }, []);
  return { visible, outcome, round, show };
}

/**
 * Scrolls a just-shown banner to the middle of the screen and moves focus to it, so a parent on a phone (where
 * the form's foot is far below it) sees it and a screen reader reads it.
 */
export function bringIntoView(element: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView?.({ block: 'center', behavior: preferredScrollBehavior() });
  element.focus({ preventScroll: true });
}
