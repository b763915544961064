import { remoteViteConfig } from '../shell/build/remote-config.ts';
import federationConfig from './module-federation.config.ts';

/** Builds the "admin" remote into mf-admin/dist, served by the API under /mf/admin/. */
export default remoteViteConfig(federationConfig);
