import { useEffect, useState } from 'react';

/** How far below the screen loading starts, so what loads is there by the time it is scrolled to. */
const AHEAD = '300px';
/** The longest something on the screen waits for the page to be idle. */
const IDLE_WAIT_MS = 2000;

/** Runs `work` when the browser is next idle (or after IDLE_WAIT_MS); returns a function that cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
  return () => window.cancelIdleCallback(id);
}

/**
 * Whether a part of a page below its first content (a chart's code, a section's data) may load now: once its
 * place (`element`) is on the screen or about to be (or at once, `atOnce`, where every part is wanted, as in a
 * page to print), and the browser is idle, so it never competes with the page's first content. Stays true once
 * it is. Without IntersectionObserver, when idle.
 */
export function useNearScreen(element: Element | null, atOnce = false): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!element || ready) return;
    let cancelIdle = () => {};
    const start = () => {
      cancelIdle = whenIdle(() => setReady(true));
    };
    if (atOnce || typeof IntersectionObserver !== 'function') {
      start();
      return () => cancelIdle();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [element, ready, atOnce]);
  return ready;
}
