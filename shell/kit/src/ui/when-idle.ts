/** How long the main thread must be free before deferred work starts, and how long it waits at most. */
const QUIET_MS = 40;
const MAX_WAIT_MS = 5000;

/**
 * Runs `work` once the document has loaded and the main thread is quiet (an idle period of QUIET_MS, so not
 * a gap between two slices of the page's rendering), or after MAX_WAIT_MS; returns a function that cancels it.
 */
export function whenIdleAfterLoad(work: () => void): () => void {
  let cancel = () => {};
  const onLoad = () => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(work, 0);
      cancel = () => clearTimeout(timer);
      return;
    }
    const started = performance.now();
    const check = (deadline: IdleDeadline) => {
      if (deadline.timeRemaining() >= QUIET_MS || performance.now() - started >= MAX_WAIT_MS) {
        work();
        return;
      }
      const id = window.requestIdleCallback(check, { timeout: MAX_WAIT_MS });
      cancel = () => window.cancelIdleCallback(id);
    };
    const id = window.requestIdleCallback(check, { timeout: MAX_WAIT_MS });
    cancel = () => window.cancelIdleCallback(id);
  };
  if (document.readyState === 'complete') {
    onLoad();
  } else {
    window.addEventListener('load', onLoad, { once: true });
    cancel = () => window.removeEventListener('load', onLoad);
  }
  return () => cancel();
}
