import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses an automation run may not reach unless AUTOMATION_ALLOW_PRIVATE_TARGETS is
 * set: everything that is not a public unicast address (RFC 6890 special-purpose registries), so
 * that a submitted journey cannot probe the server's own network or a cloud metadata service.
 * IPv4-mapped, IPv4-compatible, NAT64 and 6to4 IPv6 forms are judged by the IPv4 address they hold.
 */

interface Range {
  base: bigint;
  bits: number;
  label: string;
}

const V4_RANGES: ReadonlyArray<readonly [string, number, string]> = [
  ['0.0.0.0', 8, 'a "this network" address'],
  ['10.0.0.0', 8, 'a private address'],
  ['100.64.0.0', 10, 'a carrier-grade NAT address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address (cloud metadata services live here)'],
  ['172.16.0.0', 12, 'a private address'],
  ['192.0.0.0', 24, 'an IETF protocol address'],
  ['192.0.2.0', 24, 'a documentation address'],
  ['192.88.99.0', 24, 'a 6to4 relay address'],
  ['192.168.0.0', 16, 'a private address'],
  ['198.18.0.0', 15, 'a benchmarking address'],
  ['198.51.100.0', 24, 'a documentation address'],
  ['203.0.113.0', 24, 'a documentation address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['240.0.0.0', 4, 'a reserved address'],
];

const V6_RANGES: ReadonlyArray<readonly [string, number, string]> = [
  ['::', 128, 'the unspecified address'],
  ['::1', 128, 'a loopback address'],
  ['100::', 64, 'a discard-only address'],
  ['2001::', 23, 'an IETF protocol address'],
  ['2001:db8::', 32, 'a documentation address'],
  ['fc00::', 7, 'a unique-local (private) address'],
  ['fe80::', 10, 'a link-local address'],
  ['fec0::', 10, 'a site-local address'],
  ['ff00::', 8, 'a multicast address'],
];

const v4Ranges: Range[] = V4_RANGES.map(([address, bits, label]) => ({
  base: v4ToBigInt(address),
  bits,
  label,
}));
const v6Ranges: Range[] = V6_RANGES.map(([address, bits, label]) => ({
  base: v6ToBigInt(address),
  bits,
  label,
}));

/**
 * Why `address` is not a public address ("a loopback address"), or null when it is public.
 * Anything that is not an IP address at all is refused too.
 *
 * @example
 * nonPublicReason('127.0.0.1'); // 'a loopback address'
 * nonPublicReason('::ffff:10.0.0.1'); // 'a private address'
 * nonPublicReason('93.184.216.34'); // null
 */
export function nonPublicReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return v4Reason(v4ToBigInt(bare));
  if (!isIPv6(bare)) return 'not an IP address';
  const value = v6ToBigInt(bare);
  const embedded = embeddedV4(value);
  if (embedded !== null) return v4Reason(embedded);
  return matchRange(v6Ranges, value, 128);
}

function v4Reason(value: bigint): string | null {
  if (value === 0xffffffffn) return 'the broadcast address';
  return matchRange(v4Ranges, value, 32);
}

function matchRange(ranges: readonly Range[], value: bigint, width: number): string | null {
  for (const range of ranges) {
    const shift = BigInt(width - range.bits);
    if (value >> shift === range.base >> shift) return range.label;
  }
  return null;
}

/** The IPv4 address inside an IPv4-mapped, IPv4-compatible, NAT64 (64:ff9b::/96) or 6to4 address. */
function embeddedV4(value: bigint): bigint | null {
  const high96 = value >> 32n;
  const low32 = value & 0xffffffffn;
  if (high96 === 0xffffn) return low32; // ::ffff:a.b.c.d
  if (high96 === 0n && value > 1n) return low32; // ::a.b.c.d (deprecated, still routed by some stacks)
  if (high96 === 0x64ff9b0000000000000000n) return low32; // 64:ff9b::a.b.c.d
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffffffffn; // 2002:aabb:ccdd::
  return null;
}

function v4ToBigInt(address: string): bigint {
  return address.split('.').reduce((sum, part) => (sum << 8n) + BigInt(Number(part)), 0n);
}

function v6ToBigInt(address: string): bigint {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two hex groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = v4ToBigInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
  return groups.reduce((sum, group) => (sum << 16n) + BigInt(parseInt(group || '0', 16)), 0n);
}
