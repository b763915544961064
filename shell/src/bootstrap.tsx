import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@app/kit/router';
import { onLogout, startSignedOutWithoutSession } from '@app/kit/api';
import { App } from './app.tsx';
import { registerAppRemotes } from './remotes/registry.ts';
import { loadDrafts } from './remotes/shared.ts';

registerAppRemotes();
// On the landing page the server rendered for a visitor without a session, routing starts at once.
startSignedOutWithoutSession();
// A student's drafts and queued saves leave the device when they log out.
onLogout(async (user) => (await loadDrafts()).clearUserData(user.id));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// As a transition the first render works in short slices, so the page keeps answering input meanwhile.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  ),
);
