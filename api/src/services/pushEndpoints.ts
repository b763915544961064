import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Web push endpoints are the browser vendors' push services: https URLs on public hosts with the
 * default port. The server posts to every stored endpoint on each anonymous submission, so an
 * endpoint on loopback or a private network would let anyone make it call inside the network.
 */
export const PUSH_ENDPOINT_MESSAGES = {
  https: 'endpoint must be an https URL',
  port: 'endpoint must use the default https port',
  host: 'endpoint must be on a public host (not loopback, private, link-local or unique-local)',
} as const;

/** Whether an IP address is public unicast (IPv4-mapped IPv6 judged as the IPv4 address). */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  return ipaddr.process(ip).range() === 'unicast';
}

/** Host names that always mean this machine or the local network. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa)$/i;

/**
 * What is wrong with a push endpoint, or null when it may be stored and posted to. With
 * `allowPrivate` (tests with a local endpoint) only the https rule holds. A public name can still
 * resolve to a private address: sending checks the resolved addresses too (publicOnlyAgent).
 */
export function pushEndpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_ENDPOINT_MESSAGES.https;
  }
  if (url.protocol !== 'https:') return PUSH_ENDPOINT_MESSAGES.https;
  if (allowPrivate) return null;
  if (url.port !== '') return PUSH_ENDPOINT_MESSAGES.port;
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : PUSH_ENDPOINT_MESSAGES.host;
  if (!host.includes('.') || LOCAL_NAMES.test(host)) return PUSH_ENDPOINT_MESSAGES.host;
  return null;
}

/** dns.lookup that fails when a name resolves to any address that is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const failure: NodeJS.ErrnoException = new Error(`${hostname} does not resolve to public addresses only`);
      failure.code = 'ENOTPUBLIC';
      return callback(failure, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** An https agent (with `base`'s options, such as a test's CA) that connects to public addresses only. */
export function publicOnlyAgent(base?: https.Agent): https.Agent {
  return new https.Agent({ ...base?.options, lookup: publicOnlyLookup });
}
