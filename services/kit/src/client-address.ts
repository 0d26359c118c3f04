import { isIPv4, isIPv6 } from 'node:net';

/** The 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined): number[] =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const start = parse(head);
  const end = parse(tail);
  return tail === undefined ? start : [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Who a client is for throttling and rate limits: its IPv4 address, or the /64 network of an IPv6
 * address. One IPv6 subscriber gets a whole /64 and can pick a fresh address per request, so
 * counting single IPv6 addresses would not limit anyone. An IPv4-mapped address counts as IPv4.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
