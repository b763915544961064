import { createModuleFederationConfig } from '@module-federation/vite';
import { sharedSingletons } from '../shell/kit/federation.ts';

/** The pages this remote (coach dashboard, client detail, availability) exposes to the shell: one module per route. */
export const exposes = {
  './CoachDashboard': './src/pages/CoachDashboard.tsx',
  './ClientDetail': './src/pages/ClientDetail.tsx',
  './Availability': './src/pages/Availability.tsx',
  './PracticeProfile': './src/pages/PracticeProfile.tsx',
} as const;

/** Module federation settings of the "coach" remote, served at /mf/coach/remoteEntry.js. */
export default createModuleFederationConfig({
  name: 'coach',
  filename: 'remoteEntry.js',
  exposes,
  shared: sharedSingletons,
  shareStrategy: 'loaded-first',
  dts: false,
  // A remote never loads other remotes, and needs no manifest or devtools snapshot: leaner runtime.
  disableRemote: true,
  disableSnapshot: true,
  // The shell provides the federation runtime (see shell/module-federation.config.ts).
  experiments: { externalRuntime: true },
});
