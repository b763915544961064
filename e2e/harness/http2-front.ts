import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that describe one connection, not the message: HTTP/2 forbids them, and a proxy never forwards them. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);

/** A running front: its https URL, and how to stop it. */
export interface Http2Front {
  url: string;
  stop(): Promise<void>;
}

/**
 * A TLS-terminating HTTP/2 front for a running product, as the reverse proxy of a production deployment serves it
 * to browsers: every request of a page shares one multiplexed connection, and the front forwards each to the product
 * over HTTP/1.1 on loopback. Its certificate is self-signed for one day (made with openssl), so a browser context
 * must be told to accept it (`ignoreHTTPSErrors`).
 */
export async function startHttp2Front(target: string): Promise<Http2Front> {
  const dir = mkdtempSync(join(tmpdir(), 'http2-front-'));
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1';
  execFileSync('openssl', [...request.split(' '), '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = { host: upstream.host };
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name) && name !== 'host') headers[name] = value;
    }
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (reply) => {
        const replyHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.headers)) {
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) replyHeaders[name] = value;
        }
        res.writeHead(reply.statusCode ?? 502, replyHeaders);
        reply.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
