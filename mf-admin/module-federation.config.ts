import { remoteFederationConfig } from '../shell/build/remote-federation.ts';
import { sharedSingletons } from '../shell/kit/federation.ts';

/** The pages this remote (admin consultation inbox and notification settings) exposes to the shell: one module per route. */
export const exposes = {
  './AdminPage': './src/pages/AdminPage.tsx',
  './NotificationSettings': './src/pages/NotificationSettings.tsx',
} as const;

export default remoteFederationConfig('admin', exposes, sharedSingletons);
