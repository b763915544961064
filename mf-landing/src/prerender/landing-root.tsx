import { QueryClientProvider, type QueryClient } from '@app/kit/query';
import { Router, type Location, type Navigator, type NavigationType } from '@app/kit/router';
import { Landing } from '../landing/landing';

/** Props of {@link LandingRoot}: the query cache and the router state the page renders with. */
export interface LandingRootProps {
  queryClient: QueryClient;
  location: string | Partial<Location>;
  navigator: Navigator;
  navigationType?: NavigationType;
  /** True on the server, where nothing navigates. */
  static?: boolean;
}

/**
 * The landing page with its providers, rendered as its own React root: on the server into HTML, and
 * in the browser hydrating that HTML. Both sides render this same tree, so the markup matches.
 */
export function LandingRoot({ queryClient, location, navigator, navigationType, static: isStatic }: LandingRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router location={location} navigator={navigator} navigationType={navigationType} static={isStatic}>
        <Landing />
      </Router>
    </QueryClientProvider>
  );
}
