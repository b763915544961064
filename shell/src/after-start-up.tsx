import { useEffect, useState, type ReactNode } from 'react';
import { firstPageShown } from './remotes/remote-page.tsx';

/** Runs `work` once the document has loaded and the browser is idle; returns a function that cancels it. */
export function whenIdleAfterLoad(work: () => void): () => void {
  let cancel = () => {};
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(work, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(work, 0);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    onIdle();
  } else {
    window.addEventListener('load', onIdle, { once: true });
    cancel = () => window.removeEventListener('load', onIdle);
  }
  return () => cancel();
}

/**
 * Renders its children only once the first page has been shown and the browser is idle: for work nobody
 * waits for (registering the service worker), so it neither delays the first page nor competes with it.
 */
export function AfterStartUp({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let active = true;
    void firstPageShown.then(() => {
      if (active) cancel = whenIdleAfterLoad(() => setStarted(true));
    });
    return () => {
      active = false;
      cancel?.();
    };
  }, []);
  return started ? children : null;
}
