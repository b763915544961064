import { useEffect, useState, type ReactNode } from 'react';
import { whenIdleAfterLoad } from '@app/kit/ui';
import { firstPageShown } from './remotes/remote-page.tsx';

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
