import { Landing } from '../landing/landing';

/**
 * '/' inside the app: after an in-app navigation, or in the shell's own index.html (as the service worker serves
 * it). The document the server renders at '/' for a first visit hydrates with its own entry instead
 * (prerender/page-entry.tsx).
 */
export default function LandingPage() {
  return <Landing />;
}
