import { createModuleFederationConfig } from '@module-federation/vite';
import { sharedOnly } from '../shell/kit/federation.ts';

/** The pages this remote (public landing page, access denied and not-found pages) exposes to the shell: one module per route. */
export const exposes = {
  './LandingPage': './src/pages/LandingPage.tsx',
  './AccessDenied': './src/pages/AccessDenied.tsx',
  './NotFound': './src/pages/NotFound.tsx',
} as const;

/** Module federation settings of the "landing" remote, served at /mf/landing/remoteEntry.js. */
export default createModuleFederationConfig({
  name: 'landing',
  filename: 'remoteEntry.js',
  exposes,
  // Only the singletons these pages import: the query library is not among them, so '/' loads none of it,
  // and of react-dom only the entry point that hydrates the page. zod is only needed once the visitor
  // submits the form: the form's check, with the parts of zod it uses, is loaded then.
  shared: sharedOnly(['react', 'react/jsx-runtime', 'react-dom/client', '@app/kit/ui', '@app/kit/api', '@app/kit/router']),
  shareStrategy: 'loaded-first',
  dts: false,
  // A remote never loads other remotes, and needs no manifest or devtools snapshot: leaner runtime.
  disableRemote: true,
  disableSnapshot: true,
  // The shell provides the federation runtime (see shell/module-federation.config.ts).
  experiments: { externalRuntime: true },
});
