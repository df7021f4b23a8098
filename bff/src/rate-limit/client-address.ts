import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client's requests are counted under. An IPv6 host usually owns a whole /64, so its
 * addresses count as one; an IPv4-mapped IPv6 address counts as the IPv4 address it carries.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, `::` filled in, zone id dropped. */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const hextets = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return hextets.map((hextet) => (Number.parseInt(hextet, 16) || 0).toString(16));
}
