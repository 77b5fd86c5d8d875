import ipaddr from "ipaddr.js";

export type AddressClass = "public" | "forbidden";

/** Global unicast IPv6 space (RFC 4291 §2.4): anything outside it is reserved or unallocated. */
const globalUnicastV6 = ipaddr.IPv6.parseCIDR("2000::/3");
/** RFC 6052 well-known NAT64 prefix; the local-use 64:ff9b:1::/48 is operator-defined and stays forbidden. */
const nat64WellKnown = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

/**
 * Whether a literal IP address may be fetched. Only ipaddr.js's "unicast" range counts as public;
 * every special range (loopback, private, link-local, CGNAT, multicast, broadcast, reserved,
 * documentation, unique-local, ...) is forbidden. IPv6 forms that embed an IPv4 address
 * (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) are judged by that address.
 * Anything that does not parse as an IP is forbidden: the caller asked about an address.
 */
export function classifyAddress(ip: string): AddressClass {
  const literal = stripBrackets(ip.trim());
  if (!ipaddr.isValid(literal)) return "forbidden";
  const parsed = ipaddr.parse(literal);
  return parsed.kind() === "ipv4" ? classifyV4(parsed as ipaddr.IPv4) : classifyV6(parsed as ipaddr.IPv6);
}

function classifyV4(address: ipaddr.IPv4): AddressClass {
  return address.range() === "unicast" ? "public" : "forbidden";
}

function classifyV6(address: ipaddr.IPv6): AddressClass {
  const embedded = embeddedV4(address);
  if (embedded) return classifyV4(embedded);
  if (address.range() !== "unicast") return "forbidden";
  return address.match(globalUnicastV6) ? "public" : "forbidden";
}

/** The IPv4 address carried inside an IPv4-mapped, NAT64 (well-known prefix) or 6to4 address. */
function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  const bytes = address.toByteArray();
  if (range === "ipv4Mapped") return address.toIPv4Address();
  // NAT64 keeps the IPv4 address in the last 32 bits.
  if (range === "rfc6052" && address.match(nat64WellKnown)) {
    return new ipaddr.IPv4(bytes.slice(12, 16));
  }
  // RFC 3056: 2002:AABB:CCDD::/48 routes to the IPv4 address AA.BB.CC.DD.
  if (range === "6to4") return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

export function stripBrackets(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(stripBrackets(host));
}
