// Imports go through the package names so a remote's preview uses the same shared modules as its pages.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@app/kit/router';
import { Toaster } from '@app/kit/ui';

/** One page of a remote, as its standalone preview lists it. */
export interface PreviewPage {
  name: string;
  label: string;
  Page: ComponentType;
}

/**
 * Renders a remote's pages on their own, at /mf/<remote>/<name>, with an index of links at /mf/<remote>/:
 * for working on a remote without the shell. `Frame` wraps them as the shell does (the query cache's provider
 * for the remotes that fetch through "@app/kit/query"); without it this module imports no query library.
 */
export function renderPreview(
  remote: string,
  pages: readonly PreviewPage[],
  Frame: ComponentType<{ children: ReactNode }> = ({ children }) => children,
) {
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
      <Frame>
        <BrowserRouter basename={`/mf/${remote}`}>
          <Routes>
            <Route path="/" element={index} />
            {pages.map(({ name, Page }) => (
              <Route key={name} path={`/${name}`} element={<Page />} />
            ))}
          </Routes>
          <Toaster />
        </BrowserRouter>
      </Frame>
    </StrictMode>,
  );
}
