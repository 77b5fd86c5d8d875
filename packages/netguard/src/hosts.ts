import { isIP, isIPv6 } from "node:net";
import { stripBrackets } from "./classify";

/**
 * Names that point inside the machine or the cloud project whatever DNS says:
 * `localhost` and its subdomains (RFC 6761) and `*.internal` (GCP metadata, Docker, k8s conventions).
 */
export function isForbiddenHostname(host: string): boolean {
  const name = normaliseHost(host);
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "internal" ||
    name.endsWith(".internal") ||
    name === "metadata.google.internal"
  );
}

/** Lower case, no trailing dot, IPv6 literals in brackets: the form allowlist keys use. */
export function normaliseHost(host: string): string {
  const bare = stripBrackets(host.trim().toLowerCase()).replace(/\.$/, "");
  return isIPv6(bare) ? `[${bare}]` : bare;
}

export function hostPortKey(host: string, port: number): string {
  return `${normaliseHost(host)}:${port}`;
}

/**
 * Parses allowlist entries `host:port` (`127.0.0.1:8080`, `[::1]:8080`). An entry without a port
 * stands for the default ports 80 and 443. Anything else is refused loudly at boot.
 */
export function parseAllowHosts(entries: readonly string[]): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const entry of entries) {
    const match = /^(\[[^\]]+\]|[^:[\]/\s]+)(?::(\d{1,5}))?$/.exec(entry.trim());
    const host = match?.[1];
    const ports = match?.[2] === undefined ? [80, 443] : [Number(match[2])];
    if (!host || !ports.every((port) => port > 0 && port < 65536)) {
      throw new Error(`netguard allowHosts entry "${entry}" must be host:port`);
    }
    for (const port of ports) keys.add(hostPortKey(host, port));
  }
  return keys;
}

export function defaultPort(protocol: string): number {
  return protocol === "https:" ? 443 : 80;
}

/** Where connections to a host name go instead of its DNS answer: an IP address and a port. */
export interface ConnectTarget {
  /** An IP literal, without brackets (the form `net.connect` takes). */
  address: string;
  port: number;
}

/**
 * Parses `host=address:port` entries (`www.lamudi.com.ph=127.0.0.1:43117`, `a.example=[::1]:8080`)
 * into a map from the normalised host name to its target. The host must be a DNS name (not an IP,
 * not `localhost` or `*.internal`), the address an IP literal, the port explicit. A host given
 * twice with different targets, or anything else, is refused loudly at boot.
 */
export function parseResolveEntries(entries: readonly string[]): ReadonlyMap<string, ConnectTarget> {
  const targets = new Map<string, ConnectTarget>();
  for (const entry of entries) {
    const match = /^([^=\s]+)=(\[[^\]]+\]|[^:[\]/\s]+):(\d{1,5})$/.exec(entry.trim());
    const host = normaliseHost(match?.[1] ?? "");
    const address = stripBrackets(match?.[2] ?? "");
    const port = Number(match?.[3]);
    if (!match || !isIP(address) || !(port > 0 && port < 65536)) {
      throw new Error(`entry "${entry}" must be host=address:port, with an IP address and a port`);
    }
    if (!/^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/.test(host) || isIP(host) || isForbiddenHostname(host)) {
      throw new Error(`entry "${entry}" must name a public host name before "="`);
    }
    const known = targets.get(host);
    if (known && (known.address !== address || known.port !== port)) {
      throw new Error(`host ${host} is mapped twice, to different addresses`);
    }
    targets.set(host, { address, port });
  }
  return targets;
}
