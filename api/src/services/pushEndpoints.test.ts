import https from 'node:https';
import { describe, expect, it } from 'vitest';
import { startPushEndpoint } from '../../test/index.js';
import { isPublicAddress, publicOnlyAgent, pushEndpointProblem, PUSH_ENDPOINT_MESSAGES } from './pushEndpoints.js';

describe('pushEndpointProblem', () => {
  it('allows only https, and with PUSH_ALLOW_PRIVATE_ENDPOINTS any https host and port', () => {
    expect(pushEndpointProblem('http://push.example.com/x', false)).toBe(PUSH_ENDPOINT_MESSAGES.https);
    expect(pushEndpointProblem('not a url', true)).toBe(PUSH_ENDPOINT_MESSAGES.https);
    expect(pushEndpointProblem('https://127.0.0.1:8443/x', true)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:8443/x', true)).toBe(PUSH_ENDPOINT_MESSAGES.https);
  });

  it('refuses carrier-grade NAT, multicast, unspecified and documentation addresses too', () => {
    for (const host of ['100.64.0.1', '224.0.0.1', '0.0.0.0', '[::]', '192.0.2.1', '[2001:db8::1]']) {
      expect(pushEndpointProblem(`https://${host}/x`, false), host).toBe(PUSH_ENDPOINT_MESSAGES.host);
    }
  });
});

describe('isPublicAddress', () => {
  it('is true for public unicast only', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('fc00::1')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });
});

describe('publicOnlyAgent', () => {
  it('refuses to connect to a name that resolves to a private address', async () => {
    const endpoint = await startPushEndpoint();
    try {
      const port = new URL(endpoint.origin).port;
      const agent = publicOnlyAgent(endpoint.agent);
      const failure = await new Promise<NodeJS.ErrnoException>((resolve, reject) => {
        https
          .get(`https://localhost:${port}/x`, { agent }, () => reject(new Error('connected')))
          .on('error', resolve);
      });
      expect(failure.code).toBe('ENOTPUBLIC');
      expect(endpoint.deliveries).toEqual([]);
      agent.destroy();
    } finally {
      await endpoint.close();
    }
  });
});
