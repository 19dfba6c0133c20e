import { isIP } from 'node:net';

/**
 * The network a client's address stands for, when a limit counts by address over hours: an IPv4
 * address as it is (an IPv4-mapped IPv6 one as IPv4), and the /64 of an IPv6 address, as one
 * subscriber is given a whole /64 and may write any address in it. `2001:db8:1:2:aa::5` →
 * `2001:db8:1:2::/64`. Anything else is returned as it came.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bare = address.replace(/%.*$/, '');
  if (isIP(bare) !== 6) return address;
  const [head = '', tail] = bare.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // A dotted IPv4 ending (::ffff:… is handled above; 64:ff9b::1.2.3.4) fills two groups.
  const rightGroups = right.length + (right.at(-1)?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - rightGroups).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
