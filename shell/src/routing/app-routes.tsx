import { Route, Routes } from '@app/kit/router';
import { useCurrentUser } from '@app/kit/api';
import { PagePlaceholder } from '../page-placeholder.tsx';
import { RemotePage } from '../remotes/remote-page.tsx';
import { audienceOf, NOT_FOUND, routesFor } from './route-table.ts';

/** The app's routes for whoever is signed in; nothing route-specific renders until the user check ends. */
export function AppRoutes() {
  const current = useCurrentUser();
  if (current.isLoading) return <PagePlaceholder />;
  const routes = routesFor(audienceOf(current));
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RemotePage page={route.page} />} />
      ))}
      <Route path="*" element={<RemotePage page={NOT_FOUND} />} />
    </Routes>
  );
}
