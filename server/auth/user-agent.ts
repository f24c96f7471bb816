import { isIPv4, isIPv6 } from 'node:net';
import { UNKNOWN_AGENT } from '@common/device-label';
import type { UserSession } from '@common/schemas/sessions';
import Bowser from 'bowser';

export type DeviceDescription = Pick<UserSession, 'browser' | 'system' | 'kind'>;

const KINDS: Record<string, UserSession['kind']> = { mobile: 'phone', tablet: 'tablet', desktop: 'computer' };

const major = (version: string | undefined) => version?.split('.')[0] ?? '';

function systemName(os: Bowser.Parser.OSDetails): string {
  if (!os.name) return UNKNOWN_AGENT;
  // Windows 11 still reports 'NT 10.0', and every Mac since 2020 reports 10.15.7: naming
  // those versions would be wrong more often than right, so the Mac gets none.
  if (os.name === 'Windows') return os.versionName ? `Windows ${os.versionName}` : 'Windows';
  if (os.name === 'macOS') return 'macOS';
  const version = major(os.version);
  return /^\d+$/.test(version) ? `${os.name} ${version}` : os.name;
}

/** Browser and system from a stored user agent: 'Chrome 131', 'Windows 10'; UNKNOWN_AGENT when it says nothing. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const unknown: DeviceDescription = { browser: UNKNOWN_AGENT, system: UNKNOWN_AGENT, kind: 'unknown' };
  if (!userAgent?.trim()) return unknown;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return unknown;
  }
  const { name, version } = parsed.browser;
  const browserVersion = major(version);
  return {
    browser: name ? (/^\d+$/.test(browserVersion) ? `${name} ${browserVersion}` : name) : UNKNOWN_AGENT,
    system: systemName(parsed.os),
    kind: KINDS[parsed.platform.type ?? ''] ?? 'unknown',
  };
}

/** The groups of an IPv6 address with '::' expanded (only the first few are ever read). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  if (tail === undefined) return headGroups;
  const tailGroups = tail ? tail.split(':') : [];
  const missing = Math.max(8 - headGroups.length - tailGroups.length, 1);
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
}

/**
 * A client address cut short: '192.168.1.x' for IPv4 (three octets), the first
 * three groups for IPv6 ('2001:db8:85a3:…'). Enough to tell home from abroad;
 * the full address stays in the database and the audit log.
 */
export function approximateAddress(ip: string | null | undefined): string {
  if (!ip) return UNKNOWN_AGENT;
  // An IPv4 client of a dual-stack socket shows up as ::ffff:a.b.c.d.
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1] ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(ip)) return UNKNOWN_AGENT;
  const groups = ipv6Groups(ip)
    .slice(0, 3)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
  return `${groups.join(':')}:…`;
}
