import { remoteViteConfig } from '../shell/build/remote-config.ts';
import federationConfig from './module-federation.config.ts';

/** Builds the "coach" remote into mf-coach/dist, served by the API under /mf/coach/. */
export default remoteViteConfig(federationConfig);
