import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from './app.js';
import { startLiveFeed } from './services/liveFeed.js';

/** A listening server that can stop gracefully. */
export interface RunningServer {
  server: http.Server;
  port: number;
  /** http://host:port as it can be opened. */
  url: string;
  /**
   * Stops accepting connections, ends live streams, lets in-flight requests finish, handlers of those whose
   * client left included (up to the configured timeout, then cuts them), and waits for background
   * announcements to settle.
   */
  stop(): Promise<void>;
}

/** http://host:port as it can be opened (a wildcard host becomes loopback). */
export function openableUrl(listenHost: string, port: number): string {
  const host = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
}

/**
 * Listens with the app on host:port (0 picks a free port), once the live feed (the store's change
 * streams that carry new requests and ended sessions from every process) is open.
 */
export async function listen(app: App, options: { port: number; host: string }): Promise<RunningServer> {
  const feed = startLiveFeed(app.services);
  await feed.ready();
  const handle = app.callback();
  // A request holds back the end of a shutdown twice: until its reply is sent (or cut off), and until its
  // handler returns, since a handler whose client went away may still be writing to the store.
  let holds = 0;
  let drained: (() => void) | null = null;
  let stopping: Promise<void> | null = null;
  const release = () => {
    holds -= 1;
    if (holds === 0) drained?.();
  };
  const server = http.createServer((request, response) => {
    holds += 2;
    // While stopping, a request on an open keep-alive connection is the connection's last.
    if (stopping) response.setHeader('Connection', 'close');
    response.once('close', () => {
      // A connection that just went idle must not take new requests after shutdown began.
      if (stopping) server.closeIdleConnections();
      release();
    });
    handle(request, response).then(release, release);
  });
  // Time limits for slow or silent clients; live streams disable the socket timeout themselves.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  return {
    server,
    port,
    url: openableUrl(options.host, port),
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        app.services.streams.closeAll();
        server.closeIdleConnections();
        if (holds > 0) {
          const finished = new Promise<void>((resolve) => (drained = resolve));
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, app.config.shutdownTimeoutMs)));
          await Promise.race([finished, timeout]);
          clearTimeout(timer);
        }
        server.closeAllConnections();
        await closed;
        await feed.close();
        await app.services.background.idle();
        app.services.mailer.close();
      })();
      return stopping;
    },
  };
}
