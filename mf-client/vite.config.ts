import { remoteViteConfig } from '../shell/build/remote-config.ts';
import federationConfig from './module-federation.config.ts';

/** Builds the "client" remote into mf-client/dist, served by the API under /mf/client/. */
export default remoteViteConfig(federationConfig);
