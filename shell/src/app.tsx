import { lazy, Suspense } from 'react';
import { Toaster } from '@app/kit/ui';
import { AfterStartUp } from './after-start-up.tsx';
import { OutboxSync } from './outbox-sync.tsx';
import { AppRoutes } from './routing/app-routes.tsx';
import { ScrollToHash } from './routing/scroll-to-hash.tsx';

/** Whether this build registers the service worker (not in the development loop, where files change under it). */
const serviceWorkerEnabled = import.meta.env.MODE !== 'development';

/** The service worker's registration and update prompt, downloaded after start-up. */
const UpdatePrompt = lazy(() => import('./pwa/update-prompt.tsx').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })));

/** The shell: routes by state, plus the app-wide toasts, update prompt and outbox sync. */
export function App() {
  return (
    <>
      <AppRoutes />
      <ScrollToHash />
      <Toaster />
      {/* The outbox waits until the first page is shown: the database it opens is not needed to draw a page. */}
      <AfterStartUp>
        <OutboxSync />
      </AfterStartUp>
      {serviceWorkerEnabled && (
        <AfterStartUp>
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        </AfterStartUp>
      )}
    </>
  );
}
