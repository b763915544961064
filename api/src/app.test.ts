import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from './contract/paths.js';
import { createApp } from './app.js';
import { CONTENT_SECURITY_POLICY } from './middleware/securityHeaders.js';
import { listen } from './server.js';
import { adminAgent, createAgent, revalidating, signInAs, startTestServer, type TestServer } from '../test/index.js';

let server: TestServer;
let root: string;

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-B3k9xYzQ.js"></script></head><body><div id="root"></div></body></html>';
const BIG_SCRIPT = `export const text = ${JSON.stringify('coaching '.repeat(2000))};\n`;
/** A built script with the brotli and gzip copies the build writes beside it. */
const PRECOMPRESSED = 'mf-client/dist/assets/StudentDashboard-Q1w2E3r4.js';

/** Writes a fake build of the shell and the four remotes, as `npm run build` lays them out. */
async function writeBuild(dir: string) {
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/assets/index-B3k9xYzQ.js': BIG_SCRIPT,
    'shell/dist/assets/index-Cq1w2E3r.css': 'body{margin:0}',
    'shell/dist/sw.js': 'self.addEventListener("fetch",()=>{});',
    'shell/dist/manifest.webmanifest': '{"name":"Coaching","display":"standalone"}',
    'shell/dist/icons/icon-192.png': 'png',
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'mf-landing/dist/remoteEntry.js': 'export const get = () => {};',
    'mf-landing/dist/assets/Landing-D4f5G6h7.js': 'export default 1;',
    'mf-admin/dist/remoteEntry.js': 'export const get = () => {};',
    'mf-coach/dist/remoteEntry.js': 'export const get = () => {};',
    'mf-client/dist/remoteEntry.js': 'export const get = () => {};',
    'secret.txt': 'outside the served folders',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  await mkdir(path.dirname(path.join(dir, PRECOMPRESSED)), { recursive: true });
  await writeFile(path.join(dir, PRECOMPRESSED), BIG_SCRIPT);
  await writeFile(path.join(dir, `${PRECOMPRESSED}.br`), brotliCompressSync(BIG_SCRIPT));
  await writeFile(path.join(dir, `${PRECOMPRESSED}.gz`), gzipSync(BIG_SCRIPT));
}

/** GETs a path and returns the bytes as they came over HTTP (fetch would decode a compressed body). */
function rawGet(file: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${file}`, { headers: { 'accept-encoding': acceptEncoding } }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ headers: reply.headers, body: Buffer.concat(chunks) }));
      reply.on('error', reject);
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  server = await startTestServer({ staticRoot: undefined });
  root = server.config.staticRoot;
  await writeBuild(root);
});
afterAll(() => server?.close());

describe('unknown /api paths', () => {
  it('are a JSON 404 for any method', async () => {
    const agent = createAgent(server.url);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const response = await agent.request(method, '/api/no-such-thing');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: `No such path: ${method} /api/no-such-thing` });
    }
    expect((await agent.get('/api')).status).toBe(404);
  });

  it('a known path with the wrong method is a JSON 405', async () => {
    const response = await createAgent(server.url).put(API_PATHS.health);
    expect(response.status).toBe(405);
    expect(response.json()).toEqual({ message: 'Method not allowed' });
    expect(response.headers.get('allow')).toContain('GET');
  });
});

describe('paths outside /api', () => {
  it('never reach the API: a POST there is a JSON 404 whatever its body, never parsed', async () => {
    const agent = createAgent(server.url);
    for (const [type, raw] of [
      ['application/json', '{"broken'],
      ['text/plain', 'hello'],
    ] as const) {
      const response = await agent.post('/admin', undefined, { headers: { 'content-type': type }, raw });
      expect(response.status, type).toBe(404);
      expect(response.json()).toEqual({ message: 'No such path: POST /admin' });
    }
  });
});

describe('security headers', () => {
  it('are on API replies and pages alike', async () => {
    for (const target of [API_PATHS.health, '/', '/admin']) {
      const response = await createAgent(server.url).get(target);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    expect((await createAgent(server.url).get(API_PATHS.currentUser)).headers.get('cache-control')).toBe('no-store');
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });
});

describe("the built page's inline styles", () => {
  it('are allowed by their hash alone, read from the build when the server starts', async () => {
    const dir = path.join(root, 'styled');
    await mkdir(path.join(dir, 'shell/dist'), { recursive: true });
    await writeFile(
      path.join(dir, 'shell/dist/index.html'),
      '<!doctype html><html><head><style>body{margin:0}</style></head><body><style media="print">#a{color:red}</style></body></html>',
    );
    const app = createApp({ ...server.config, staticRoot: dir }, { logger: server.services.logger });
    const styled = await listen(app, { port: 0, host: '127.0.0.1' });
    try {
      const policy = (await createAgent(styled.url).get('/dashboard')).headers.get('content-security-policy')!;
      const styleSrc = policy.split('; ').find((directive) => directive.startsWith('style-src '));
      // The SHA-256 of each block's exact text, as openssl prints it.
      expect(styleSrc).toBe(
        "style-src 'self' 'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc=' 'sha256-9i3P9CCGFXFuUtttGb7KDVQQduZUdt9vSu224GyB1NU='",
      );
      expect(policy).not.toContain('unsafe-inline');
    } finally {
      await styled.stop();
    }
  });
});

describe('the built frontends', () => {
  it('serve the shell at / with no-cache', async () => {
    const response = await createAgent(server.url).get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text()).toBe(INDEX_HTML);
  });

  it('fall back to the shell for app routes such as /admin and /client/x', async () => {
    for (const route of ['/admin', '/client/x', '/coach-dashboard', '/reassess-plan/abc123', '/no-such-page']) {
      const response = await createAgent(server.url).get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.text()).toBe(INDEX_HTML);
    }
  });

  it('serve hashed files as immutable with the right content types', async () => {
    const agent = createAgent(server.url);
    const script = await agent.get('/assets/index-B3k9xYzQ.js', { headers: { 'accept-encoding': 'identity' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.text()).toBe(BIG_SCRIPT);
    const style = await agent.get('/assets/index-Cq1w2E3r.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(style.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const chunk = await agent.get('/mf/landing/assets/Landing-D4f5G6h7.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keep the files that name a version (sw.js, remoteEntry.js, manifest) revalidated', async () => {
    const agent = createAgent(server.url);
    const worker = await agent.get('/sw.js');
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await agent.get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    for (const remote of ['landing', 'admin', 'coach', 'client']) {
      const entry = await agent.get(`/mf/${remote}/remoteEntry.js`);
      expect(entry.status, remote).toBe(200);
      expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(entry.headers.get('cache-control')).toBe('no-cache');
    }
    const icon = await agent.get('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect((await agent.get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answer a matching ETag with 304', async () => {
    const agent = createAgent(server.url);
    const first = await agent.get('/sw.js');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await agent.get('/sw.js', { headers: revalidating(etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    await utimes(path.join(root, 'shell/dist/sw.js'), new Date(), new Date(Date.now() + 5000));
    expect((await agent.get('/sw.js', { headers: revalidating(etag) })).status).toBe(200);
  });

  it('compress text files for browsers that accept it', async () => {
    const agent = createAgent(server.url);
    const raw = await fetch(`${server.url}/assets/index-B3k9xYzQ.js`, { headers: { 'accept-encoding': 'br' } });
    expect(raw.headers.get('content-encoding')).toBe('br');
    expect(raw.headers.get('vary')).toContain('Accept-Encoding');
    expect(await raw.text()).toBe(BIG_SCRIPT);
    const gzip = await agent.get('/assets/index-B3k9xYzQ.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it("send the build's brotli or gzip copy of a file as it is, each with its own ETag", async () => {
    const file = '/mf/client/assets/StudentDashboard-Q1w2E3r4.js';
    const [brotli, gzip, identity] = [
      await rawGet(file, 'br, gzip'),
      await rawGet(file, 'gzip'),
      await rawGet(file, 'identity'),
    ];
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toEqual(await readFile(path.join(root, `${PRECOMPRESSED}.br`)));
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(await readFile(path.join(root, `${PRECOMPRESSED}.gz`)));
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(BIG_SCRIPT);
    for (const reply of [brotli, gzip, identity]) {
      expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.vary).toContain('Accept-Encoding');
    }
    expect(new Set([brotli, gzip, identity].map((reply) => reply.headers.etag)).size).toBe(3);
    const again = await fetch(`${server.url}${file}`, {
      headers: { 'accept-encoding': 'br', ...revalidating(String(brotli.headers.etag)) },
    });
    expect(again.status).toBe(304);
  });

  it('answer HEAD without a body', async () => {
    const response = await createAgent(server.url).request('HEAD', '/sw.js');
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });

  it('are 404, never the app, for missing files and unknown remotes', async () => {
    const agent = createAgent(server.url);
    for (const missing of [
      '/assets/missing-Abcdefgh.js',
      '/mf/landing/nope.js',
      '/mf/unknown/remoteEntry.js',
      '/robots.txt',
    ]) {
      const response = await agent.get(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('never serve anything outside the build folders', async () => {
    const agent = createAgent(server.url);
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/mf/landing/..%2f..%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      const response = await agent.get(attempt);
      expect(response.text(), attempt).not.toContain('outside the served folders');
    }
    expect((await agent.get('/%E0%A4%A')).status).toBe(400);
  });

  it('say clearly when the app is not built', async () => {
    const app = createApp(
      { ...server.config, staticRoot: path.join(root, 'nowhere') },
      { logger: server.services.logger },
    );
    const bare = await listen(app, { port: 0, host: '127.0.0.1' });
    try {
      const response = await createAgent(bare.url).get('/admin');
      expect(response.status).toBe(503);
      expect(response.json()).toEqual({ message: 'The web app is not built yet: run npm run build.' });
      expect((await createAgent(bare.url).get(API_PATHS.health)).status).toBe(200);
    } finally {
      await bare.stop();
    }
  });
});

describe('in production', () => {
  it('sends HSTS and marks the session cookie Secure behind an https proxy', async () => {
    const app = createApp(
      { ...server.config, production: true, env: 'production', trustProxy: true },
      { logger: server.services.logger },
    );
    const running = await listen(app, { port: 0, host: '127.0.0.1' });
    try {
      const agent = createAgent(running.url);
      const response = await agent.post(
        API_PATHS.adminSignIn,
        { password: server.config.adminPassword },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('ef.sid='))!;
      expect(cookie).toMatch(/;\s*secure/i);
      expect(cookie).toMatch(/;\s*httponly/i);
      expect(cookie).toMatch(/;\s*samesite=lax/i);
    } finally {
      await running.stop();
    }
  });
});

describe('compression', () => {
  it('sends API JSON of 1 KB or more compressed to browsers that accept it, smaller replies as they are', async () => {
    const { agent } = await signInAs(server, { email: 'reader@example.com', role: 'client', profile: true });
    const plain = await agent.get(API_PATHS.activities, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const list = plain.json();
    expect(list.length).toBeGreaterThanOrEqual(25);
    const packed = await agent.fetch(API_PATHS.activities, { headers: { 'accept-encoding': 'br' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(packed.headers.get('vary')).toContain('Accept-Encoding');
    expect(await packed.json()).toEqual(list);
    const gzipped = await agent.fetch(API_PATHS.activities, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.json()).toEqual(list);
    // Browsers list gzip first with the same quality: they get br, the smaller, as every other reply.
    const browser = await agent.fetch(API_PATHS.activities, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers.get('content-encoding')).toBe('br');
    expect(await browser.json()).toEqual(list);
    const preferringGzip = await agent.fetch(API_PATHS.activities, {
      headers: { 'accept-encoding': 'br;q=0.5, gzip' },
    });
    expect(preferringGzip.headers.get('content-encoding')).toBe('gzip');
    const small = await agent.fetch(API_PATHS.currentUser, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('leaves the live event stream as it is, so each event leaves at once', async () => {
    const agent = await adminAgent(server);
    const controller = new AbortController();
    const stream = await agent.fetch(API_PATHS.notifications, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    });
    try {
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('content-encoding')).toBeNull();
    } finally {
      controller.abort();
    }
  });
});

describe('the request log', () => {
  it('has one JSON line per request with method, path, status and duration', async () => {
    await createAgent(server.url).get(`${API_PATHS.health}?probe=1`);
    const line = [...server.logs]
      .reverse()
      .find((entry) => entry.msg === 'request' && entry.path === API_PATHS.health)!;
    expect(line).toMatchObject({ level: 'info', method: 'GET', status: 200, ip: '127.0.0.1' });
    expect(typeof line.ms).toBe('number');
    expect(typeof line.requestId).toBe('string');
    expect(JSON.stringify(line)).not.toContain('probe');
  });
});
