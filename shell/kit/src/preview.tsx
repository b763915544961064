// Imports go through the package names so a remote's preview uses the same shared modules as its pages.
import { QueryClientProvider } from '@app/kit/query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@app/kit/router';
import { queryClient } from '@app/kit/api';
import { Toaster } from '@app/kit/ui';

/** One page of a remote, as its standalone preview lists it. */
export interface PreviewPage {
  name: string;
  label: string;
  Page: ComponentType;
}

/**
 * Renders a remote's pages on their own, at /mf/<remote>/<name>, with an index of links at /mf/<remote>/:
 * for working on a remote without the shell.
 */
export function renderPreview(remote: string, pages: readonly PreviewPage[]) {
  const index = (
    <ul>
      {pages.map(({ name, label }) => (
        <li key={name}>
          <Link to={`/${name}`}>{label}</Link>
        </li>
      ))}
    </ul>
  );
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={`/mf/${remote}`}>
          <Routes>
            <Route path="/" element={index} />
            {pages.map(({ name, Page }) => (
              <Route key={name} path={`/${name}`} element={<Page />} />
            ))}
          </Routes>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
