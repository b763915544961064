import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** The React root living in the server-rendered container, kept across quick unmount/mount cycles. */
interface HostRoot {
  root: Root;
  /** The props the root last rendered with; an equal update is skipped (never re-render mid-hydration). */
  key: string;
  unmountTimer?: ReturnType<typeof setTimeout>;
}

let current: HostRoot | null = null;
let hydrated = false;

/**
 * Shows the landing page in the server-rendered container: the first time by hydrating the markup
 * already there, afterwards (the visitor came back to '/') by rendering afresh into the same element.
 * `key` names the element's inputs: the element is rendered again only when it changes.
 */
export function showInHost(host: HTMLElement, element: ReactElement, key: string): void {
  if (current) {
    clearTimeout(current.unmountTimer);
    current.unmountTimer = undefined;
    if (current.key !== key) {
      current.key = key;
      current.root.render(element);
    }
    return;
  }
  let root!: Root;
  if (!hydrated && host.hasChildNodes()) {
    // As a transition, hydration works in short slices: the page keeps answering input meanwhile.
    startTransition(() => {
      root = hydrateRoot(host, element, {
        onRecoverableError: (error) => console.error('The landing page did not hydrate cleanly', error),
      });
    });
  } else {
    root = createRoot(host);
    root.render(element);
  }
  hydrated = true;
  current = { root, key };
}

/**
 * Empties the container once the landing page is left. Deferred: a root cannot unmount while another
 * root is committing, and a page that mounts again at once (React's development double mount) keeps it.
 */
export function releaseHost(): void {
  const leaving = current;
  if (!leaving) return;
  clearTimeout(leaving.unmountTimer);
  leaving.unmountTimer = setTimeout(() => {
    if (current === leaving) current = null;
    leaving.root.unmount();
  }, 0);
}
