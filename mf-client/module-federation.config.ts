import { remoteFederationConfig } from '../shell/build/remote-federation.ts';
import { studentShares, sharedSingletons } from '../shell/kit/federation.ts';

/** The pages this remote (the student's workspace: profile setup, dashboard, orientation, plans, The Boat, reflections, sharing; and the guardian's Family page) exposes to the shell: one module per route. */
export const exposes = {
  './ProfileSetup': './src/pages/ProfileSetup.tsx',
  './StudentDashboard': './src/pages/StudentDashboard.tsx',
  './Orientation': './src/pages/Orientation.tsx',
  './BarriersStrategies': './src/pages/BarriersStrategies.tsx',
  './ReassessPlan': './src/pages/ReassessPlan.tsx',
  './ViewPlan': './src/pages/ViewPlan.tsx',
  './TheBoat': './src/pages/TheBoat.tsx',
  './MyReflections': './src/pages/MyReflections.tsx',
  './Reminders': './src/pages/Reminders.tsx',
  './Sharing': './src/pages/Sharing.tsx',
  './Family': './src/pages/Family.tsx',
} as const;

export default remoteFederationConfig('client', exposes, { ...sharedSingletons, ...studentShares });
