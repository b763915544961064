// The browser entry of the landing page the server rendered at '/': hydrates it as a page of its own, without the
// shell, so a first visit runs no federation runtime and no app start-up (the page answers taps sooner on a phone).
// Links away from it load their page in full, where the shell starts.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startSignedOutWithoutSession } from '@app/kit/api';
import { createPath, type Navigator } from '@app/kit/router';
import { Toaster, whenIdleAfterLoad } from '@app/kit/ui';
import { prerenderedHost } from './prerendered-host';
import { LandingRoot } from './landing-root';

type To = Parameters<Navigator['push']>[0];

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Navigation from this page: the browser loads the next document. */
const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/**
 * Registers the service worker the shell's build writes (the same script and scope as the shell) once the page is
 * hydrated and the browser idle: its installation downloads and caches the whole app, which would otherwise compete
 * with the page's start for the phone's CPU and network.
 */
function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return;
  whenIdleAfterLoad(() => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}

/** Runs `onHydrated` once, after the hydration of `children` has been committed. */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

const host = prerenderedHost();
if (host) {
  startSignedOutWithoutSession();
  const { pathname, search, hash } = window.location;
  // As a transition, hydration works in short slices: the page keeps answering input meanwhile.
  startTransition(() => {
    hydrateRoot(
      host,
      <Hydrated onHydrated={registerServiceWorkerWhenIdle}>
        <LandingRoot location={{ pathname, search, hash }} navigator={documentNavigator} />
      </Hydrated>,
      { onRecoverableError: (error) => console.error('The landing page did not hydrate cleanly', error) },
    );
  });
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<Toaster />);
}
