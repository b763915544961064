import { Toaster } from '@app/kit/ui';
import { OutboxSync } from './outbox-sync.tsx';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import { AppRoutes } from './routing/app-routes.tsx';
import { ScrollToHash } from './routing/scroll-to-hash.tsx';

/** Whether this build registers the service worker (not in the development loop, where files change under it). */
const serviceWorkerEnabled = import.meta.env.MODE !== 'development';

/** The shell: routes by state, plus the app-wide toasts, update prompt and outbox sync. */
export function App() {
  return (
    <>
      <AppRoutes />
      <ScrollToHash />
      <OutboxSync />
      <Toaster />
      {serviceWorkerEnabled && <UpdatePrompt />}
    </>
  );
}
