import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses.ts';

describe('feed addresses', () => {
  it('refuse this machine, private networks, link-local, reserved and mapped forms of them', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.8.8',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::10.0.0.1',
      'not an address',
      'localhost',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accept public addresses', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
