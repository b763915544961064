import { Router, type Location, type Navigator, type NavigationType } from '@app/kit/router';
import { Landing } from '../landing/landing';

/** Props of {@link LandingRoot}: the router state the page renders with. */
export interface LandingRootProps {
  location: string | Partial<Location>;
  navigator: Navigator;
  navigationType?: NavigationType;
  /** True on the server, where nothing navigates. */
  static?: boolean;
}

/**
 * The landing page with its router, rendered as its own React root: on the server into HTML, and in the
 * browser hydrating that HTML. Both sides render this same tree from the same business identity (seeded
 * with setSite before rendering), so the markup matches.
 */
export function LandingRoot({ location, navigator, navigationType, static: isStatic }: LandingRootProps) {
  return (
    <Router location={location} navigator={navigator} navigationType={navigationType} static={isStatic}>
      <Landing />
    </Router>
  );
}
