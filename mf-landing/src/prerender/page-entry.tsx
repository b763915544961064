import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startSignedOutWithoutSession } from '@app/kit/api';
import { createPath, type Navigator } from '@app/kit/router';
import { Toaster } from '@app/kit/ui';
import { prerenderedHost } from './prerendered-host';
import { LandingRoot } from './landing-root';

/**
 * The browser entry of the landing page the server rendered at '/': hydrates it as a page of its own, without
 * the shell, so a first visit runs no federation runtime and no app start-up (the page answers taps sooner on a
 * phone). Links away from it load their page in full, where the shell starts.
 */

type To = Parameters<Navigator['push']>[0];

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Navigation from this page: the browser loads the next document. */
const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/** Registers the service worker the shell's build writes, as the shell does, once the page has loaded. */
function registerServiceWorker(): void {
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

const host = prerenderedHost();
if (host) {
  startSignedOutWithoutSession();
  const { pathname, search, hash } = window.location;
  // As a transition, hydration works in short slices: the page keeps answering input meanwhile.
  startTransition(() => {
    hydrateRoot(host, <LandingRoot location={{ pathname, search, hash }} navigator={documentNavigator} />, {
      onRecoverableError: (error) => console.error('The landing page did not hydrate cleanly', error),
    });
  });
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<Toaster />);
  registerServiceWorker();
}
