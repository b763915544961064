import zlib from 'node:zlib';
import compress from 'koa-compress';

/**
 * Compresses text replies of 1 KB or more (pages, scripts, styles, JSON) with brotli, or gzip for a
 * browser without it, when the request accepts it. Smaller replies, images, replies already compressed and
 * replies marked `ctx.compress = false` (live event streams) go as they are. Brotli at quality 4, told the
 * reply's size so it sizes its window to it.
 */
export function compression() {
  return compress({
    threshold: 1024,
    br: (_type, size) => ({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size || 0 },
    }),
    gzip: {},
    deflate: false,
    zstd: false,
  });
}
