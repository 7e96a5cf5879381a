import { BlockList, isIP } from 'node:net';

/** What METRICS_ALLOW holds when it is not set: the machine itself. */
export const LOOPBACK = ['127.0.0.0/8', '::1'];

/** An IPv4 address in its IPv6 form (`::ffff:127.0.0.1`), as a dual-stack socket reports it, in its own form. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether `entry` is an IP address or a subnet in CIDR form (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (isIP(address) === 6 ? 128 : 32);
}

/** Whether an address is one of `entries` (addresses and subnets, as isAddressOrSubnet takes them). */
export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(prefix), familyOf(address));
  }
  return (address) => {
    const plain = plainAddress(address ?? '');
    return isIP(plain) !== 0 && list.check(plain, familyOf(plain));
  };
}
