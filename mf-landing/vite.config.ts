import { remoteViteConfig } from '../shell/build/remote-config.ts';
import federationConfig from './module-federation.config.ts';

/**
 * Builds the "landing" remote into mf-landing/dist, served by the API under /mf/landing/. No manifest: the landing
 * page comes server-rendered, so the shell hints none of its files.
 */
export default remoteViteConfig(federationConfig, { manifest: false });
