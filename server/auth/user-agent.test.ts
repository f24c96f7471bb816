import { deviceLabel } from '@common/device-label';
import { describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../../test/support/user-agents';
import { approximateAddress, describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it.each([
    [USER_AGENTS.chromeWindows, 'Chrome 131', 'Windows 10', 'computer'],
    [USER_AGENTS.safariIphone, 'Safari 18', 'iOS 18', 'phone'],
    [USER_AGENTS.safariMac, 'Safari 17', 'macOS', 'computer'],
    [USER_AGENTS.chromeAndroid, 'Chrome 131', 'Android 14', 'phone'],
    [USER_AGENTS.firefoxLinux, 'Firefox 133', 'Linux', 'computer'],
    [USER_AGENTS.edgeWindows, 'Microsoft Edge 131', 'Windows 10', 'computer'],
    [USER_AGENTS.safariIpad, 'Safari 17', 'iOS 17', 'tablet'],
  ])('%s is %s on %s', (ua, browser, system, kind) => {
    expect(describeUserAgent(ua)).toEqual({ browser, system, kind });
  });

  it.each([null, undefined, '', '   ', 'curl/8.5.0', 'lightning/1.0', '\u0000\u0001'])(
    'says "Sconosciuto" for %j',
    (ua) => {
      expect(describeUserAgent(ua)).toEqual({
        browser: 'Sconosciuto',
        system: 'Sconosciuto',
        kind: 'unknown',
      });
    },
  );
});

describe('deviceLabel', () => {
  it.each([
    [{ browser: 'Chrome 131', system: 'Windows 10' }, 'Chrome 131 su Windows 10'],
    [{ browser: 'Chrome 131', system: 'Sconosciuto' }, 'Chrome 131'],
    [{ browser: 'Sconosciuto', system: 'Linux' }, 'Browser sconosciuto su Linux'],
    [{ browser: 'Sconosciuto', system: 'Sconosciuto' }, 'Dispositivo sconosciuto'],
  ])('%j reads %s', (device, label) => {
    expect(deviceLabel(device)).toBe(label);
  });
});

describe('approximateAddress', () => {
  it.each([
    ['192.168.1.57', '192.168.1.x'],
    ['203.0.113.5', '203.0.113.x'],
    ['::ffff:198.51.100.200', '198.51.100.x'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3:…'],
    ['2001:db8::1', '2001:db8:0:…'],
    ['2a01:4f8:c2c:123f::1', '2a01:4f8:c2c:…'],
    ['::1', '0:0:0:…'],
    ['fe80::1%eth0', 'fe80:0:0:…'],
    [null, 'Sconosciuto'],
    ['', 'Sconosciuto'],
    ['not-an-address', 'Sconosciuto'],
  ])('%s becomes %s', (ip, shown) => {
    expect(approximateAddress(ip)).toBe(shown);
  });
});
