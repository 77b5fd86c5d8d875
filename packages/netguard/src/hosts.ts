import { isIPv6 } from "node:net";
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
