import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { queryClient } from '@app/kit/api';
import { Toaster } from '@app/kit/ui';
import LandingPage from './pages/LandingPage';
import AccessDenied from './pages/AccessDenied';
import NotFound from './pages/NotFound';

/** Standalone preview of this remote's pages, for working on them without the shell. */
function Preview() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <ul>
            <li>
              <Link to="/LandingPage">Landing page</Link>
            </li>
            <li>
              <Link to="/AccessDenied">Access Denied</Link>
            </li>
            <li>
              <Link to="/NotFound">Page Not Found</Link>
            </li>
          </ul>
        }
      />
      <Route path="/LandingPage" element={<LandingPage />} />
      <Route path="/AccessDenied" element={<AccessDenied />} />
      <Route path="/NotFound" element={<NotFound />} />
    </Routes>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/mf/landing">
        <Preview />
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
