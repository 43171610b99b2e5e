import ipaddr from 'ipaddr.js';

/** Decides whether a download may connect to `address` (an IP, already resolved) on `port`. */
export type AddressPolicy = (address: string, port: number) => boolean;

// 2000::/3 is all IANA has handed out as global unicast; anything else in IPv6 (IPv4-compatible ::a.b.c.d,
// NAT64 64:ff9b::/96, 6to4, Teredo, documentation…) may tunnel or translate to somewhere private.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for an address on the public internet: never loopback, private (10/8, 172.16/12, 192.168/16),
 * CGNAT (100.64/10), link-local, unspecified (0/8, ::), multicast, broadcast, reserved or documentation
 * ranges, unique-local (fc00::/7), nor an IPv4-mapped IPv6 form of any of those. ipaddr.js keeps the
 * IANA special-purpose registries; this only asks whether it calls the address plain 'unicast'.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so the IPv4 ranges apply to it.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** The policy for imports from URLs an admin types: public internet only, any port. */
export const publicAddressesOnly: AddressPolicy = (address) => isPublicAddress(address);

export function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Public addresses plus the private networks the operator named (--import-allow), e.g. the NAS in the studio.
 * An IPv4-mapped IPv6 address is matched as the IPv4 address it stands for.
 */
export function publicAndNetworks(cidrs: readonly string[]): AddressPolicy {
  if (cidrs.length === 0) return publicAddressesOnly;
  const networks = cidrs.map((cidr) => ipaddr.parseCIDR(cidr));
  return (address) => {
    if (isPublicAddress(address)) return true;
    if (!ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address);
    return networks.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  };
}
