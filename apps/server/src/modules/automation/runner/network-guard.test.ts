import { describe, expect, it } from 'vitest';
import { nonPublicReason } from './address-ranges.js';
import { checkConnection, checkTarget } from './network-guard.js';

describe('nonPublicReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'this network'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['[::1]', 'loopback'],
    ['fe80::1%eth0', 'link-local'],
    ['not-an-ip', 'not an IP'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(nonPublicReason(address)).toContain(reason);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'accepts the public address %s',
    (address) => {
      expect(nonPublicReason(address)).toBeNull();
    },
  );
});

describe('checkTarget', () => {
  const publicLookup = async () => ['93.184.216.34'];

  it('refuses loopback, private and metadata targets however they are written', async () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://localhost:3000/',
      'http://shop.localhost/',
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/',
    ]) {
      const verdict = await checkTarget(url, { allowPrivate: false, lookup: publicLookup });
      expect(verdict, url).toMatchObject({ allowed: false });
    }
  });

  it('checks every address a name resolves to', async () => {
    const verdict = await checkTarget('https://rebind.example/', {
      allowPrivate: false,
      lookup: async () => ['93.184.216.34', '10.0.0.5'],
    });
    expect(verdict).toEqual({
      allowed: false,
      reason: 'https://rebind.example/ points to 10.0.0.5, a private address',
    });
  });

  it('refuses other schemes and names that do not resolve, keeps in-browser schemes', async () => {
    const policy = {
      allowPrivate: false,
      lookup: async () => {
        throw new Error('ENOTFOUND');
      },
    };
    expect(await checkTarget('file:///etc/passwd', policy)).toMatchObject({ allowed: false });
    expect(await checkTarget('ftp://example.com/', policy)).toMatchObject({ allowed: false });
    expect(await checkTarget('https://nowhere.invalid/', policy)).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('does not resolve'),
    });
    expect(await checkTarget('data:text/plain,hi', policy)).toEqual({ allowed: true });
    expect(await checkTarget('about:blank', policy)).toEqual({ allowed: true });
  });

  it('allows public hosts, and everything http(s) when private targets are allowed', async () => {
    expect(await checkTarget('https://shop.example/', { allowPrivate: false, lookup: publicLookup })).toEqual(
      {
        allowed: true,
      },
    );
    expect(await checkTarget('http://127.0.0.1:8080/', { allowPrivate: true })).toEqual({ allowed: true });
    expect(await checkTarget('file:///etc/passwd', { allowPrivate: true })).toMatchObject({ allowed: false });
    expect(
      await checkTarget('http://127.0.0.2:81/', {
        allowPrivate: false,
        publicAddresses: new Set(['127.0.0.2']),
      }),
    ).toEqual({ allowed: true });
  });
});

describe('checkConnection', () => {
  it('answers the checked address to connect to, refusing names that resolve to private addresses', async () => {
    const rebinding = { allowPrivate: false, lookup: async () => ['93.184.216.34', '127.0.0.1'] };
    expect(await checkConnection('rebind.example', rebinding)).toEqual({
      refused: 'rebind.example points to 127.0.0.1, a loopback address',
    });
    expect(
      await checkConnection('shop.example', { allowPrivate: false, lookup: async () => ['8.8.8.8'] }),
    ).toEqual({ address: '8.8.8.8' });
    expect(await checkConnection('localhost', { allowPrivate: false })).toMatchObject({
      refused: expect.any(String),
    });
    expect(await checkConnection('::1', { allowPrivate: false })).toMatchObject({
      refused: expect.any(String),
    });
    expect(await checkConnection('127.0.0.1', { allowPrivate: true })).toEqual({ address: '127.0.0.1' });
    const nowhere = {
      allowPrivate: false,
      lookup: async () => {
        throw new Error('ENOTFOUND');
      },
    };
    expect(await checkConnection('nowhere.invalid', nowhere)).toEqual({ unresolved: true });
  });
});
