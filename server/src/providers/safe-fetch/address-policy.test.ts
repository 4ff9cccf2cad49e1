import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress, parseV6 } from './address-policy.ts';

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '127.0.0.1',
    '127.255.0.9',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.10',
    '192.88.99.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.1.2.3',
    '64:ff9b:1::1',
    '100::1',
    '2001::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    '2002:a00:1::1',
    '3fff::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fec0::1',
    'ff02::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '192.169.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an address at all, and scoped addresses', () => {
    for (const text of ['localhost', 'example.com', '', '1.2.3', 'fe80::1%eth0', '::1%lo']) {
      expect(isPublicAddress(text)).toBe(false);
    }
  });
});

describe('parseV6', () => {
  it('expands compressed forms and dotted IPv4 tails', () => {
    expect(parseV6('::1')).toEqual([...Array(15).fill(0), 1]);
    expect(parseV6('::ffff:1.2.3.4')?.slice(10)).toEqual([0xff, 0xff, 1, 2, 3, 4]);
    expect(parseV6('2001:db8::')?.slice(0, 4)).toEqual([0x20, 0x01, 0x0d, 0xb8]);
    expect(parseV6('1:2:3:4:5:6:7:8')?.[15]).toBe(8);
    expect(parseV6('1.2.3.4')).toBeNull();
  });
});

describe('isLoopbackAddress', () => {
  it('knows loopback in every form', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of ['10.0.0.1', '::', '2002:7f00:1::1', '8.8.8.8', 'localhost']) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});
