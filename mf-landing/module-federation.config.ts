import { remoteFederationConfig } from '../shell/build/remote-federation.ts';
import { sharedOnly } from '../shell/kit/federation.ts';

/** The pages this remote (public landing page, access denied and not-found pages, privacy notices) exposes to the shell: one module per route. */
export const exposes = {
  './LandingPage': './src/pages/LandingPage.tsx',
  './AccessDenied': './src/pages/AccessDenied.tsx',
  './NotFound': './src/pages/NotFound.tsx',
  './PrivacyFamilies': './src/pages/PrivacyFamilies.tsx',
  './PrivacyStudents': './src/pages/PrivacyStudents.tsx',
} as const;

// Only the singletons these pages import: the query library is not among them, so '/' loads none of it,
// and of react-dom only the entry point that hydrates the page. zod is only needed once the visitor
// submits the form: the form's check, with the parts of zod it uses, is loaded then.
const shared = sharedOnly(['react', 'react/jsx-runtime', 'react-dom/client', '@app/kit/ui', '@app/kit/api', '@app/kit/router']);

export default remoteFederationConfig('landing', exposes, shared);
