import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Next } from 'koa';
import type { AppContext } from '../http/context.js';
import { HttpError, badRequest } from '../http/errors.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.svg', '.xml']);

/** Files that name the current version of the app: browsers must always revalidate them. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'sw.js',
  'service-worker.js',
  'registerSW.js',
  'remoteEntry.js',
  'manifest.webmanifest',
  'manifest.json',
]);

/**
 * A content hash in a built file name, as Vite and Rollup write it: eight base64url characters
 * before the extension (`index-B3k9xYzQ.js`, `bootstrap-0a5f7729.js`). Requiring a digit or a capital
 * keeps words (`icon-512-maskable.png`) from passing for a hash.
 */
const HASHED_NAME = /[.-]([A-Za-z0-9_-]{8})\.[a-z0-9]+$/;

/** Cache-Control for a served file: immutable for hashed names, revalidate for everything else. */
export function cacheControlFor(fileName: string): string {
  const hash = HASHED_NAME.exec(fileName)?.[1];
  if (!ALWAYS_REVALIDATE.has(fileName) && hash && /[A-Z0-9]/.test(hash)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Content-Type for a file name. */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed copies of text files, by path, modification time and encoding (bounded). */
class CompressedCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  async get(file: string, mtimeMs: number, encoding: 'br' | 'gzip', read: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${encoding}:${mtimeMs}:${file}`;
    const hit = this.entries.get(key);
    if (hit) return hit;
    const source = await read();
    const packed =
      encoding === 'br'
        ? await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
        : await gzip(source, { level: 6 });
    this.entries.set(key, packed);
    this.bytes += packed.length;
    for (const [oldKey, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= value.length;
    }
    return packed;
  }
}

async function fileInfo(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function readWhole(file: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    createReadStream(file)
      .on('data', (chunk) => chunks.push(chunk as Buffer))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
}

/** Where the built frontends are. */
export interface FrontendFilesOptions {
  /** Folder holding shell/dist and mf-<name>/dist. */
  root: string;
  /** Names of the remotes served under /mf/<name>/. */
  remotes: readonly string[];
}

/**
 * Serves the built frontends: /mf/<name>/* from mf-<name>/dist, everything else from shell/dist,
 * with correct content types, immutable caching for hashed files, revalidation for the files that
 * name a version (index.html, sw.js, remoteEntry.js, the manifest), ETags, and br/gzip for text.
 * Paths without a file extension fall back to the shell's index.html (the shell routes them).
 * /api paths pass through untouched.
 */
export function frontendFiles(options: FrontendFilesOptions) {
  const shellDir = path.resolve(options.root, 'shell', 'dist');
  const remoteDirs = new Map(options.remotes.map((name) => [name, path.resolve(options.root, `mf-${name}`, 'dist')]));
  const compressed = new CompressedCache(64 * 1024 * 1024);

  const locate = (urlPath: string): { dir: string; relative: string } | null => {
    const remote = /^\/mf\/([a-z0-9-]+)(\/.*)?$/.exec(urlPath);
    if (remote) {
      const dir = remoteDirs.get(remote[1]!);
      return dir ? { dir, relative: remote[2] ?? '/' } : null;
    }
    return { dir: shellDir, relative: urlPath };
  };

  const send = async (ctx: AppContext, file: string, info: { size: number; mtimeMs: number; mtime: Date }) => {
    const name = path.basename(file);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    ctx.set('Cache-Control', cacheControlFor(name));
    ctx.set('ETag', etag);
    ctx.set('Last-Modified', info.mtime.toUTCString());
    ctx.type = contentTypeFor(name);
    const extension = path.extname(name).toLowerCase();
    if (COMPRESSIBLE.has(extension)) ctx.vary('Accept-Encoding');
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    const encoding = COMPRESSIBLE.has(extension) && info.size > 1024 ? ctx.acceptsEncodings('br', 'gzip') : false;
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.body = await compressed.get(file, info.mtimeMs, encoding, () => readWhole(file));
      ctx.set('Content-Encoding', encoding);
      return;
    }
    ctx.body = createReadStream(file);
    ctx.length = info.size;
  };

  return async function serveFrontend(ctx: AppContext, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(ctx.path);
    } catch {
      throw badRequest('Malformed path');
    }
    if (urlPath.includes('\0')) throw badRequest('Malformed path');
    const place = locate(urlPath);
    if (!place) return next();

    const relative = path.posix.normalize(place.relative);
    const hidden = relative.split('/').some((part) => part.startsWith('.') && part.length > 1);
    const file = path.join(place.dir, relative === '/' ? 'index.html' : relative);
    if (!hidden && file.startsWith(place.dir + path.sep)) {
      const info = await fileInfo(file);
      if (info) return send(ctx, file, info);
    }

    // A path with an extension, or inside a remote, names a file: missing is a 404, never the app.
    if (place.dir !== shellDir || path.posix.extname(relative) !== '') return next();
    if (!ctx.accepts('html')) return next();
    const index = path.join(shellDir, 'index.html');
    const info = await fileInfo(index);
    if (!info) throw new HttpError(503, 'The web app is not built yet: run npm run build.');
    return send(ctx, index, info);
  };
}
