import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, '::' expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  // An embedded IPv4 tail ('::ffff:192.0.2.1') counts as two groups.
  const last = right.length > 0 ? right : left;
  if (last.length > 0 && isIPv4(last[last.length - 1]!)) last.splice(-1, 1, '0', '0');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    g.toLowerCase().padStart(4, '0'),
  );
}

/**
 * Who a per-address limit counts: an IPv4 address as it is, an IPv6 address by
 * its /64. A home or office line gets a whole /64 from its provider, so
 * counting single IPv6 addresses would let anyone rotate past every limit.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups.slice(0, 4).join(':')}::/64`;
}
