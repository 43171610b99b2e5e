import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { isPublicAddress, publicAndNetworks } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.215.14'],
    ['172.15.255.255'],
    ['172.32.0.1'],
    ['100.63.255.255'],
    ['100.128.0.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4007:80f::200e'],
  ])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['', 'empty'],
    ['localhost', 'a name, not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('--import-allow: private networks the operator trusts (the studio NAS)', () => {
  it('lets those networks through and nothing else private', () => {
    const policy = publicAndNetworks(['192.168.1.0/24', '127.0.0.1/32']);
    expect(policy('192.168.1.20', 80)).toBe(true);
    expect(policy('::ffff:192.168.1.20', 80)).toBe(true);
    expect(policy('127.0.0.1', 8080)).toBe(true);
    expect(policy('192.168.2.20', 80)).toBe(false);
    expect(policy('127.0.0.2', 80)).toBe(false);
    expect(policy('10.0.0.1', 80)).toBe(false);
    expect(policy('93.184.216.34', 443)).toBe(true);
    expect(publicAndNetworks([])('192.168.1.20', 80)).toBe(false);
  });

  it('is off by default and refuses a malformed list at start-up', () => {
    expect(loadConfig({ argv: [], env: {} }).importAllow).toBeUndefined();
    expect(loadConfig({ argv: ['--import-allow', '192.168.1.0/24, 10.1.0.0/16'], env: {} }).importAllow).toEqual([
      '192.168.1.0/24',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ argv: [], env: { EMISORA_IMPORT_ALLOW: '192.168.1.0/33' } })).toThrowError(
      /EMISORA_IMPORT_ALLOW/,
    );
    expect(() => loadConfig({ argv: ['--import-allow', 'nas.local'], env: {} })).toThrowError(/import-allow/);
  });
});
