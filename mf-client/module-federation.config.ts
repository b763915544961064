import { createModuleFederationConfig } from '@module-federation/vite';
import { studentShares, sharedSingletons } from '../shell/kit/federation.ts';

/** The pages this remote (the student's workspace: profile setup, dashboard, orientation, plans, The Boat, reflections) exposes to the shell: one module per route. */
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
} as const;

/** Module federation settings of the "client" remote, served at /mf/client/remoteEntry.js. */
export default createModuleFederationConfig({
  name: 'client',
  filename: 'remoteEntry.js',
  exposes,
  shared: { ...sharedSingletons, ...studentShares },
  shareStrategy: 'loaded-first',
  dts: false,
  // A remote never loads other remotes, and needs no manifest or devtools snapshot: leaner runtime.
  disableRemote: true,
  disableSnapshot: true,
  // The shell provides the federation runtime (see shell/module-federation.config.ts).
  experiments: { externalRuntime: true },
});
