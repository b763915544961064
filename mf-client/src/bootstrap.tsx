import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { queryClient } from '@app/kit/api';
import { Toaster } from '@app/kit/ui';
import ProfileSetup from './pages/ProfileSetup';
import StudentDashboard from './pages/StudentDashboard';
import Orientation from './pages/Orientation';
import BarriersStrategies from './pages/BarriersStrategies';
import ReassessPlan from './pages/ReassessPlan';
import ViewPlan from './pages/ViewPlan';
import TheBoat from './pages/TheBoat';
import MyReflections from './pages/MyReflections';

/** Standalone preview of this remote's pages, for working on them without the shell. */
function Preview() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <ul>
          <li>
            <Link to="/ProfileSetup">Profile Setup</Link>
          </li>
          <li>
            <Link to="/StudentDashboard">Student Dashboard</Link>
          </li>
          <li>
            <Link to="/Orientation">Orientation</Link>
          </li>
          <li>
            <Link to="/BarriersStrategies">Barriers & Strategies</Link>
          </li>
          <li>
            <Link to="/ReassessPlan">Reassess Plan</Link>
          </li>
          <li>
            <Link to="/ViewPlan">View Plan</Link>
          </li>
          <li>
            <Link to="/TheBoat">The Boat</Link>
          </li>
          <li>
            <Link to="/MyReflections">My Reflections</Link>
          </li>
          </ul>
        }
      />
          <Route path="/ProfileSetup" element={<ProfileSetup />} />
          <Route path="/StudentDashboard" element={<StudentDashboard />} />
          <Route path="/Orientation" element={<Orientation />} />
          <Route path="/BarriersStrategies" element={<BarriersStrategies />} />
          <Route path="/ReassessPlan" element={<ReassessPlan />} />
          <Route path="/ViewPlan" element={<ViewPlan />} />
          <Route path="/TheBoat" element={<TheBoat />} />
          <Route path="/MyReflections" element={<MyReflections />} />
    </Routes>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/mf/client">
        <Preview />
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
