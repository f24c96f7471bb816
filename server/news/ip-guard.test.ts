import { describe, expect, it } from 'vitest';
import { isPrivateAddress, resolvePublicAddress } from './ip-guard';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:192.168.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '2a00:1450:4002:80a::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('resolvePublicAddress', () => {
  it('returns the first address when every address is public', async () => {
    const resolver = async () => [
      { address: '2a00:1450:4002:80a::200e', family: 6 as const },
      { address: '93.184.215.14', family: 4 as const },
    ];
    await expect(
      resolvePublicAddress('feeds.example', { allowPrivateAddresses: false, resolver }),
    ).resolves.toEqual({
      address: '2a00:1450:4002:80a::200e',
      family: 6,
    });
  });

  it('allows loopback only when told to (tests)', async () => {
    await expect(resolvePublicAddress('127.0.0.1', { allowPrivateAddresses: true })).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    await expect(resolvePublicAddress('127.0.0.1', { allowPrivateAddresses: false })).rejects.toThrow(
      'Indirizzo privato o locale rifiutato: 127.0.0.1 → 127.0.0.1',
    );
  });
});
