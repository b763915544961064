import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { listen } from './server.js';
import { startTestServer, type TestServer } from '../test/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('stopping a server', () => {
  it('waits for the handler of a request whose client has gone away', async () => {
    const app = createApp(server.config, { logger: server.services.logger });
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    // A handler still working (as one writing to the store would) after its client left.
    app.use(async (ctx) => {
      if (ctx.path !== '/api/slow') return;
      entered();
      await gate;
      finished = true;
      ctx.body = { done: true };
    });
    const running = await listen(app, { port: 0, host: '127.0.0.1' });
    const replyClosed = new Promise<void>((resolve) =>
      running.server.once('request', (_request, response: http.ServerResponse) => response.once('close', resolve)),
    );
    const request = http.get(`${running.url}/api/slow`);
    request.on('error', () => undefined);
    await inHandler;
    request.destroy();
    await replyClosed;

    const stopped = running.stop().then(() => 'stopped');
    const waited = await Promise.race([stopped, new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))]);
    expect(waited).toBe('waiting');
    expect(finished).toBe(false);
    release();
    expect(await stopped).toBe('stopped');
    expect(finished).toBe(true);
  });
});
