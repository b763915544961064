import { useEffect } from 'react';
import { useLocation } from '@app/kit/router';
import { scrollToSection } from '@app/kit/ui';

/** How long to wait for a linked section to appear (its remote may still be loading). */
const WAIT_MS = 10_000;

/** After a navigation to '/#about' and the like, scrolls to that section once its page has rendered. */
export function ScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    if (document.getElementById(id)) {
      scrollToSection(id);
      return;
    }
    const observer = new MutationObserver(() => {
      if (document.getElementById(id)) {
        observer.disconnect();
        scrollToSection(id);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hash, pathname]);
  return null;
}
