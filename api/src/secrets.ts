import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig, Config } from './config.js';

/** Secrets generated on a development machine, kept in DATA_DIR so they survive restarts. */
interface StoredSecrets {
  adminPassword?: string;
  sessionSecret?: string;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
}

/** What resolveSecrets produced, so start-up can say so once. */
export interface SecretsOutcome {
  config: AppConfig;
  /** The admin password, when it was generated just now (first start). */
  newAdminPassword: string | null;
  file: string;
}

async function readStored(file: string): Promise<StoredSecrets> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * Fills in the admin password, session keys and VAPID keys: taken from the environment when set,
 * otherwise generated once and kept in DATA_DIR/secrets.json (owner-only). Production requires
 * them in the environment, which loadConfig has already checked.
 */
export async function resolveSecrets(config: Config): Promise<SecretsOutcome> {
  const file = path.join(config.dataDir, 'secrets.json');
  const stored = await readStored(file);
  const next: StoredSecrets = { ...stored };
  let newAdminPassword: string | null = null;

  if (!config.adminPassword && !next.adminPassword) {
    next.adminPassword = randomBytes(12).toString('base64url');
    newAdminPassword = next.adminPassword;
  }
  if (!config.sessionKeys && !next.sessionSecret) next.sessionSecret = randomBytes(32).toString('base64url');
  if (!config.vapid.publicKey && !next.vapidPublicKey) {
    const keys = webpush.generateVAPIDKeys();
    next.vapidPublicKey = keys.publicKey;
    next.vapidPrivateKey = keys.privateKey;
  }
  if (JSON.stringify(next) !== JSON.stringify(stored)) {
    await mkdir(config.dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, file);
  }

  return {
    config: {
      ...config,
      adminPassword: config.adminPassword ?? next.adminPassword!,
      sessionKeys: config.sessionKeys ?? [next.sessionSecret!],
      vapid: {
        subject: config.vapid.subject,
        publicKey: config.vapid.publicKey ?? next.vapidPublicKey!,
        privateKey: config.vapid.privateKey ?? next.vapidPrivateKey!,
      },
    },
    newAdminPassword,
    file,
  };
}
