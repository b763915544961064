import path from 'node:path';
import { send } from '@koa/send';
import type { Next } from 'koa';
import type { AppContext } from '../http/context.js';
import { HttpError } from '../http/errors.js';
import { withValidators } from './validators.js';

/**
 * A content hash in a built file name, as Vite and Rollup write it: eight base64url characters, one of them
 * a digit or a capital, before the extension (`index-B3k9xYzQ.js`, `workbox-4b126c97.js`); words such as
 * `icon-512-maskable.png` do not pass for one.
 */
const HASHED_NAME = /[.-](?=[A-Za-z0-9_-]{0,7}[A-Z0-9])[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * Cache-Control of a built file: a hashed name never changes, so browsers keep it a year; any other name
 * (index.html, sw.js, remoteEntry.js, the manifest, icons) may, so browsers revalidate it each time.
 */
export function cacheControlFor(fileName: string): string {
  return HASHED_NAME.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Where the built frontends are. */
export interface FrontendFilesOptions {
  /** Folder holding shell/dist and mf-<name>/dist. */
  root: string;
  /** Names of the remotes served under /mf/<name>/. */
  remotes: readonly string[];
}

/**
 * Sends `file` from `root` (index.html for a folder) with its Cache-Control; false when there is no such
 * file or its name is hidden. A path leaving `root` is refused by @koa/send (403), one that does not decode too (400).
 */
async function sendFile(ctx: AppContext, root: string, file: string): Promise<boolean> {
  try {
    const sent = await send(ctx, file, {
      root,
      index: 'index.html',
      // The build writes .br and .gz copies beside each text file (shell/build/precompress.ts): the one the
      // browser accepts is sent as is; a file without copies is compressed on the way out.
      brotli: true,
      gzip: true,
      // The copy's path ends in .br or .gz: the rule is the built file's.
      setHeaders: (res, filePath) =>
        res.setHeader('Cache-Control', cacheControlFor(path.basename(filePath).replace(/\.(br|gz)$/, ''))),
    });
    return sent !== undefined;
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return false;
    throw error;
  }
}

/**
 * Serves the built frontends: /mf/<name>/* from mf-<name>/dist, everything else from shell/dist, with
 * ETags and 304s. A path without an extension that names no file is an app route: the shell's index.html
 * answers it (the shell routes it). A missing file, or anything missing under a remote, falls through
 * (a JSON 404). /api paths pass through untouched.
 */
export function frontendFiles(options: FrontendFilesOptions) {
  const shellDir = path.resolve(options.root, 'shell', 'dist');
  const remoteDirs = new Map(options.remotes.map((name) => [name, path.resolve(options.root, `mf-${name}`, 'dist')]));

  const serve = async (ctx: AppContext): Promise<boolean> => {
    const remote = /^\/mf\/([^/]+)(\/.*)?$/.exec(ctx.path);
    if (remote) {
      const dir = remoteDirs.get(remote[1]!);
      return dir !== undefined && sendFile(ctx, dir, remote[2] ?? '/');
    }
    if (await sendFile(ctx, shellDir, ctx.path)) return true;
    if (path.posix.extname(ctx.path) !== '' || !ctx.accepts('html')) return false;
    if (await sendFile(ctx, shellDir, '/index.html')) return true;
    throw new HttpError(503, 'The web app is not built yet: run npm run build.');
  };

  return async function serveFrontend(ctx: AppContext, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    let served = false;
    await withValidators(ctx, async () => {
      served = await serve(ctx);
    });
    if (!served) return next();
  };
}
