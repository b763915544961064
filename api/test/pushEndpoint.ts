import { execFile } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import ece from 'http_ece';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** One delivery the endpoint received from the web push sender. */
export interface PushDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A loopback HTTPS endpoint playing a browser vendor's push service. */
export interface PushEndpoint {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** Trusts the endpoint's self-signed certificate: pass to the test server as `pushAgent`. */
  agent: https.Agent;
  /** That certificate (PEM), for a server in another process (NODE_EXTRA_CA_CERTS). */
  cert: Buffer;
  deliveries: PushDelivery[];
  /** The status to answer for a path (default 201, as push services do). */
  answer(pathname: string, status: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<PushDelivery[]>;
  close(): Promise<void>;
}

/** Makes a self-signed certificate for 127.0.0.1 and localhost with the system's openssl. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'push-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ]);
    return { key: await readFile(keyFile), cert: await readFile(certFile) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Starts the endpoint on a free loopback port. */
export async function startPushEndpoint(): Promise<PushEndpoint> {
  const { key, cert } = await selfSignedCertificate();
  const deliveries: PushDelivery[] = [];
  const answers = new Map<string, number>();
  const listeners = new Set<() => void>();
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pathname = new URL(request.url ?? '/', 'https://127.0.0.1').pathname;
      deliveries.push({ path: pathname, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(pathname) ?? 201;
      response.end();
      for (const listener of listeners) listener();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new https.Agent({ ca: cert, keepAlive: false });

  return {
    origin: `https://127.0.0.1:${port}`,
    agent,
    cert,
    deliveries,
    answer: (pathname, status) => answers.set(pathname, status),
    waitFor(count, timeoutMs = 10_000) {
      if (deliveries.length >= count) return Promise.resolve(deliveries.slice(0, count));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`Only ${deliveries.length} of ${count} push deliveries arrived`));
        }, timeoutMs);
        const check = () => {
          if (deliveries.length < count) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(deliveries.slice(0, count));
        };
        listeners.add(check);
      });
    },
    close: () => {
      agent.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a push subscription: its key pair and auth secret, and `keys` as it sends them. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: string;
  keys: { p256dh: string; auth: string };
}

/** Makes the keys a browser would subscribe with. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
}

/** Decrypts a delivery (aes128gcm) as the browser holding `keys` would, and parses its JSON. */
export function decryptPush(delivery: PushDelivery, keys: BrowserKeys): unknown {
  const plain = ece.decrypt(delivery.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
  return JSON.parse(plain.toString('utf8'));
}
