import type { ReactNode } from 'react';
import { COACH_FRAME } from '@app/kit/coach';
import { AppFrame } from '@app/kit/ui';

/** Frame of every coach page: the app frame with the coach's pages and menu around the page's own `<main id="main">`. */
export function CoachFrame({ children }: { children: ReactNode }) {
  return <AppFrame {...COACH_FRAME}>{children}</AppFrame>;
}
