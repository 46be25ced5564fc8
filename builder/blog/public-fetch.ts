/**
 * A fetch that reaches only public addresses (Node only), for the URLs authors give the build (their covers and
 * pictures, images.ts). A host name is resolved when the connection is made, and refused when any of its
 * addresses is not public (private, loopback, link-local, carrier-grade NAT, multicast, unspecified, reserved,
 * unique-local IPv6, and IPv4-mapped IPv6 forms of these); the connection then goes to the addresses that were
 * checked, never to a second answer of the name's DNS (no rebinding between the check and the connection).
 *
 * The classification is ipaddr.js's (the IANA special-purpose registries): an address is public when its range is
 * "unicast", and for IPv6 when it is also in the global unicast space (2000::/3). The connection is undici's, with
 * the checked lookup as its `connect.lookup`.
 */
import type { LookupAddress } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from "undici";

/** A host name's addresses, as `dns.lookup(name, { all: true })` gives them. */
export type Resolve = (hostname: string) => Promise<readonly LookupAddress[]>;

export type PublicFetch = (url: string, init: RequestInit) => Promise<Response>;

/** The system's resolver (what every other connection of the build uses: /etc/hosts, then DNS). */
export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true });

/** A refusal: the name resolves to an address the build must not ask. */
export class NonPublicAddressError extends Error {}

const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");
/** NAT64's well-known prefix (RFC 6052): an IPv4 address in its last 32 bits, judged as that address. */
const NAT64 = ipaddr.parseCIDR("64:ff9b::/96");

/** Whether `address` (an IP address in any of its usual notations) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 (::ffff:a.b.c.d) becomes its IPv4 address
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.match(NAT64)) return isPublicAddress(ipaddr.fromByteArray(ipv6.toByteArray().slice(12)).toString());
  return ipv6.range() === "unicast" && ipv6.match(GLOBAL_UNICAST);
}

/**
 * The addresses of `hostname`, when there is at least one and every one is public (`isPublic`, by default
 * isPublicAddress: the tests' own reaches a server on this machine); else a refusal.
 */
export async function publicAddresses(
  hostname: string,
  resolve: Resolve,
  isPublic: (address: string) => boolean = isPublicAddress,
): Promise<LookupAddress[]> {
  const addresses = [...(await resolve(hostname))];
  if (addresses.length === 0) throw new NonPublicAddressError(`${hostname} resolves to no address`);
  const refused = addresses.find(({ address }) => !isPublic(address));
  if (refused) throw new NonPublicAddressError(`${hostname} resolves to ${refused.address}, not a public address`);
  return addresses;
}

/**
 * A `lookup` for net/tls connections: `hostname` resolved once through `resolve` and checked by
 * `publicAddresses`; the connection is made to what it answers (all of them, or the first of the family asked).
 */
export function publicLookup(resolve: Resolve, isPublic = isPublicAddress): LookupFunction {
  return (hostname, options, callback) => {
    publicAddresses(hostname, resolve, isPublic).then(
      (addresses) => {
        const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : (options.family ?? 0);
        const wanted = family === 0 ? addresses : addresses.filter((address) => address.family === family);
        if (wanted.length === 0) {
          callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: "ENOTFOUND" }), "");
        } else if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(error, ""),
    );
  };
}

/**
 * A fetch whose connections reach public addresses only (see the module's comment). A URL whose host is an IP
 * address is refused unless that address is public (a connection to an IP address looks nothing up). The
 * refusal is the fetch's failure: a TypeError whose `cause` is a NonPublicAddressError. `resolve` and `isPublic`
 * are for tests (no DNS; a server on this machine); the build passes neither.
 */
export function publicFetch({
  resolve = systemResolve,
  isPublic = isPublicAddress,
}: { resolve?: Resolve; isPublic?: (address: string) => boolean } = {}): PublicFetch {
  const dispatcher = new Agent({ connect: { lookup: publicLookup(resolve, isPublic) } });
  return async (url, init) => {
    const host = new URL(url).hostname.replace(/^\[(.*)\]$/, "$1");
    if (isIP(host) && !isPublic(host)) {
      throw new TypeError("fetch failed", { cause: new NonPublicAddressError(`${host} is not a public address`) });
    }
    // undici's own fetch, since the dispatcher is undici's: its Response is the same web API as the global one.
    const response = await undiciFetch(url, { ...(init as UndiciRequestInit), dispatcher });
    return response as unknown as Response;
  };
}
