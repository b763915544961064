import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@app/kit/ui';

/** Text of the prompt shown when a new version of the app is waiting. */
export const UPDATE_PROMPT_TEXT = 'A new version is available';

/**
 * Registers the service worker and, when a new version is waiting, asks before reloading: a silent
 * reload could throw away what the user is typing.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });
  if (!needRefresh) return null;
  const reload = () => {
    // Reload once the waiting version has taken over. The plugin reloads by itself only when the page was
    // already controlled at registration, not when the update arrives during the very first visit.
    navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };
  return (
    <div
      role="region"
      aria-label="App update"
      className="fixed bottom-4 left-4 z-[90] flex max-w-sm items-center gap-3 rounded-lg border border-border bg-white p-4 shadow-lg"
    >
      <p className="text-sm font-medium" role="status">
        {UPDATE_PROMPT_TEXT}
      </p>
      <Button size="sm" onClick={reload}>
        Reload
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
        Later
      </Button>
    </div>
  );
}
