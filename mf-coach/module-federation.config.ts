import { remoteFederationConfig } from '../shell/build/remote-federation.ts';
import { sharedSingletons } from '../shell/kit/federation.ts';

/** The pages this remote (coach dashboard, client detail and report, availability) exposes to the shell: one module per route. */
export const exposes = {
  './CoachDashboard': './src/pages/CoachDashboard.tsx',
  './ClientDetail': './src/pages/ClientDetail.tsx',
  './ClientReport': './src/pages/ClientReport.tsx',
  './Availability': './src/pages/Availability.tsx',
  './PracticeProfile': './src/pages/PracticeProfile.tsx',
  './PracticeReport': './src/pages/PracticeReport.tsx',
} as const;

export default remoteFederationConfig('coach', exposes, sharedSingletons);
