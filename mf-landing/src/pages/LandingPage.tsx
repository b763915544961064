import { Landing } from '../landing/landing';
import { HydratedLanding, prerenderedHost } from '../prerender/hydrate';

/**
 * '/' for visitors who are not signed in. When the server sent the page already rendered, that markup is
 * hydrated where it is; otherwise (a document from the service worker's cache) it renders here.
 */
export default function LandingPage() {
  const host = prerenderedHost();
  return host ? <HydratedLanding host={host} /> : <Landing />;
}
