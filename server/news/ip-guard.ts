import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { FeedError } from './feed-error';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

// Everything that is not the public internet: a feed address must never make
// the server talk to itself, the local network or a cloud metadata service.
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  // IPv4-compatible (deprecated), with :: and ::1; IPv4-mapped addresses are
  // matched against the IPv4 rules above by BlockList itself.
  ['::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

const NAT64_PREFIX = /^64:ff9b::(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i;

/** True for loopback, private, link-local, reserved and multicast addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  if (blocked.check(address, 'ipv6')) return true;
  // NAT64 embeds an IPv4 address: 64:ff9b::7f00:1 reaches 127.0.0.1.
  const nat64 = NAT64_PREFIX.exec(address);
  if (nat64) {
    if (nat64[3]) return isPrivateAddress(nat64[3]);
    const high = Number.parseInt(nat64[1]!, 16);
    const low = Number.parseInt(nat64[2]!, 16);
    return isPrivateAddress([high >> 8, high & 255, low >> 8, low & 255].join('.'));
  }
  return false;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/**
 * Resolves a host once and checks every address it has; the caller connects to
 * the returned address, so a second DNS answer (rebinding) cannot slip past.
 */
export async function resolvePublicAddress(
  hostname: string,
  options: { allowPrivateAddresses: boolean; resolver?: Resolver },
): Promise<ResolvedAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  try {
    addresses = await (options.resolver ?? systemResolver)(host);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'errore';
    throw new FeedError(`Nome host non risolto: ${host} (${code})`);
  }
  if (addresses.length === 0) throw new FeedError(`Nome host non risolto: ${host}`);
  if (!options.allowPrivateAddresses) {
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) {
      throw new FeedError(`Indirizzo privato o locale rifiutato: ${host} → ${refused.address}`);
    }
  }
  return addresses[0]!;
}
