import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { queryClient } from '@app/kit/api';
import { Toaster } from '@app/kit/ui';
import AdminPage from './pages/AdminPage';
import NotificationSettings from './pages/NotificationSettings';

/** Standalone preview of this remote's pages, for working on them without the shell. */
function Preview() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <ul>
            <li>
              <Link to="/AdminPage">Consultation Requests</Link>
            </li>
            <li>
              <Link to="/NotificationSettings">Notification Settings</Link>
            </li>
          </ul>
        }
      />
      <Route path="/AdminPage" element={<AdminPage />} />
      <Route path="/NotificationSettings" element={<NotificationSettings />} />
    </Routes>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/mf/admin">
        <Preview />
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
