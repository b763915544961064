/**
 * createBackup (the shape Percona Server for MongoDB gives its hot backup): `{ createBackup: 1, backupDir }`
 * copies the whole store, consistent as of one moment, into `<backupDir>/embedded-mongo.sqlite` while it
 * keeps serving. Only over the Unix socket, which only the store's own user can open: the command writes a
 * file wherever it is told, which a TCP client (no authentication) must not be able to ask for.
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fail } from '../errors.js';
import { FILE_NAME } from '../storage.js';
import { type Handler, UNIX_SOCKET_ADDRESS } from './context.js';

export const backupCommands: Record<string, Handler> = {
  createBackup: async (cmd, { storage, remoteAddress }) => {
    if (remoteAddress !== UNIX_SOCKET_ADDRESS)
      fail('Unauthorized', 'createBackup is only allowed over the Unix socket');
    const dir = cmd.backupDir;
    if (typeof dir !== 'string' || !isAbsolute(dir)) fail('BadValue', 'backupDir must be an absolute path');
    if (!existsSync(dir) || !statSync(dir).isDirectory()) fail('BadValue', `backupDir ${dir} is not a directory`);
    const file = join(dir, FILE_NAME);
    if (existsSync(file)) fail('BadValue', `${file} already exists`);
    await storage.copyTo(file);
    return { ok: 1 };
  },
};
