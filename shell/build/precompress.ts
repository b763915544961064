import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes a brotli and a gzip copy beside each built text file, compressed at their strongest once at build time
 * (brotli 11 is 12% smaller than gzip 9 on the app's scripts, too slow to do for each reply). The API sends the
 * copy the browser accepts (middleware/frontendFiles.ts); a file without copies is compressed on the way out.
 */
export function precompress() {
  return compression({
    include: /\.(js|css|html|svg|json|webmanifest)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
    logLevel: 'silent',
  });
}
