import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@app/kit/router';
import { onLogout, setCurrentUser, startSignedOutWithoutSession } from '@app/kit/api';
import { App } from './app.tsx';
import { loadPageAhead } from './remotes/remote-page.tsx';
import { registerAppRemotes } from './remotes/registry.ts';
import { loadDrafts } from './remotes/shared.ts';
import { pageForUser } from './routing/route-table.ts';

registerAppRemotes();
// On the landing page the server rendered for a visitor without a session, routing starts at once.
startSignedOutWithoutSession();
// A student's drafts and queued saves leave the device when they log out.
onLogout(async (user) => (await loadDrafts()).clearUserData(user.id));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Draws the app. When the page's first script has read who is signed in (first-page/start.ts), the app starts from
 * that reply, and draws once the page they opened has its code (index.html's frame shows meanwhile).
 */
async function start(container: HTMLElement): Promise<void> {
  const firstUser = await window.firstUserRead;
  if (firstUser !== undefined) setCurrentUser(firstUser);
  if (firstUser) await loadPageAhead(pageForUser(firstUser, window.location.pathname));
  // As a transition the first render works in short slices, so the page keeps answering input meanwhile.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

void start(root);
