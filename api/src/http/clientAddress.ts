import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under by the rate limits: an IPv4 address as it is (also
 * when written IPv4-mapped, `::ffff:a.b.c.d`), an IPv6 address by its /64 network, since one
 * subscriber is given a whole /64 and can pick any address in it.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
