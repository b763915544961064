import { createModuleFederationConfig } from '@module-federation/vite';
import { sharedSingletons } from '../shell/kit/federation.ts';

/** The pages this remote (admin consultation inbox and notification settings) exposes to the shell: one module per route. */
export const exposes = {
  './AdminPage': './src/pages/AdminPage.tsx',
  './NotificationSettings': './src/pages/NotificationSettings.tsx',
} as const;

/** Module federation settings of the "admin" remote, served at /mf/admin/remoteEntry.js. */
export default createModuleFederationConfig({
  name: 'admin',
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
