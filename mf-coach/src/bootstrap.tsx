import { QueryCache } from '@app/kit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@app/kit/router';
import { Toaster } from '@app/kit/ui';
import CoachDashboard from './pages/CoachDashboard';
import ClientDetail from './pages/ClientDetail';

/** Standalone preview of this remote's pages on the shell's paths, for working on them without the shell. */
function Preview() {
  return (
    <Routes>
      <Route path="/" element={<CoachDashboard />} />
      <Route path="/coach-dashboard" element={<CoachDashboard />} />
      <Route path="/client/:id" element={<ClientDetail />} />
    </Routes>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryCache>
      <BrowserRouter basename="/mf/coach">
        <Preview />
        <Toaster />
      </BrowserRouter>
    </QueryCache>
  </StrictMode>,
);
