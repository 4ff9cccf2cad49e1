import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which network addresses a recipe fetch may connect to. Only public unicast addresses:
 * every private, loopback, link-local, multicast, reserved, documentation or unspecified
 * range is refused, for IPv4 and IPv6 alike, and an IPv6 address that carries an IPv4 one
 * (IPv4-mapped, NAT64, 6to4) is judged by the IPv4 address inside it.
 */

type Range = readonly [bytes: readonly number[], prefix: number];

/** IANA special-purpose IPv4 ranges that are not reachable public hosts. */
const BLOCKED_V4: readonly Range[] = [
  [[0, 0, 0, 0], 8], // "this network", includes the unspecified 0.0.0.0
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, cloud metadata services
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, includes broadcast 255.255.255.255
];

/** IPv6 ranges inside global unicast (2000::/3) that are still not public hosts. */
const BLOCKED_V6: readonly Range[] = [
  [[0x20, 0x01, 0x00, 0x00], 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x3f, 0xff], 20], // documentation
];

const LOOPBACK_V4: Range = [[127, 0, 0, 0], 8];

function inRange(bytes: readonly number[], [base, prefix]: Range): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const bits = Math.min(8, prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((base[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

function parseV4(address: string): number[] | null {
  if (!isIPv4(address)) return null;
  return address.split('.').map(Number);
}

/** 16 bytes for an IPv6 address ('::' expanded, a trailing dotted IPv4 part included). */
export function parseV6(address: string): number[] | null {
  if (!isIPv6(address) || address.includes('%')) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = parseV4(dotted[1]);
    if (!v4) return null;
    const hex = `${((v4[0] as number) * 256 + (v4[1] as number)).toString(16)}:${((v4[2] as number) * 256 + (v4[3] as number)).toString(16)}`;
    text = text.slice(0, -dotted[1].length) + hex;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
  if (groups.length !== 8) return null;
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function isPublicV4(bytes: readonly number[]): boolean {
  return !BLOCKED_V4.some((range) => inRange(bytes, range));
}

/** The IPv4 address an IPv6 one stands for (mapped, NAT64 well-known prefix, 6to4), if any. */
function embeddedV4(bytes: readonly number[]): number[] | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12, 16);
  if (inRange(bytes, [[0x00, 0x64, 0xff, 0x9b], 32]) && zeros(4, 12)) return bytes.slice(12, 16);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6);
  return null;
}

function isPublicV6(bytes: readonly number[]): boolean {
  const inner = embeddedV4(bytes);
  if (inner) return isPublicV4(inner);
  // Only global unicast (2000::/3) reaches the internet; the rest is local or reserved.
  if ((bytes[0] ?? 0) >> 5 !== 0b001) return false;
  return !BLOCKED_V6.some((range) => inRange(bytes, range));
}

/** Whether `address` (a literal IPv4 or IPv6 address) is a public host on the internet. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseV4(address);
  if (v4) return isPublicV4(v4);
  const v6 = parseV6(address);
  return v6 !== null && isPublicV6(v6);
}

/** Loopback: 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = parseV4(address);
  if (v4) return inRange(v4, LOOPBACK_V4);
  const v6 = parseV6(address);
  if (v6 === null) return false;
  const isMapped = v6.slice(0, 10).every((b) => b === 0) && v6[10] === 0xff && v6[11] === 0xff;
  if (isMapped) return inRange(v6.slice(12), LOOPBACK_V4);
  return v6.slice(0, 15).every((b) => b === 0) && v6[15] === 1;
}
