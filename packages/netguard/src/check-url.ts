import { classifyAddress, isIpLiteral } from "./classify";
import { defaultPort, hostPortKey, isForbiddenHostname, parseAllowHosts } from "./hosts";

export interface GuardOptions {
  /** Exact `host:port` pairs let through without address checks (tests: `127.0.0.1:<port>`). Empty by default. */
  allowHosts: readonly string[];
}

export type UrlCheckFailure = "invalid_url" | "scheme" | "forbidden_address";
export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: UrlCheckFailure };

/**
 * Synchronous pre-check of a user-supplied URL, before any socket is opened: http/https only,
 * no forbidden literal IPs (the WHATWG parser has already turned `2130706433`, `0x7f.1` and
 * `017700000001` into `127.0.0.1`), no `localhost`/`*.internal` names. Names that resolve to a
 * forbidden address are caught later, at connect time, by the guarded agents.
 */
export function checkUrl(raw: string, opts: GuardOptions): UrlCheck {
  return createUrlChecker(opts)(raw);
}

/** Same as `checkUrl`, with the allowlist parsed once for repeated use. */
export function createUrlChecker(opts: GuardOptions): (raw: string) => UrlCheck {
  const allowed = parseAllowHosts(opts.allowHosts);
  return (raw) => {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      return { ok: false, reason: "invalid_url" };
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: "scheme" };
    if (!url.hostname) return { ok: false, reason: "invalid_url" };
    const port = url.port === "" ? defaultPort(url.protocol) : Number(url.port);
    if (allowed.has(hostPortKey(url.hostname, port))) return { ok: true, url };
    if (isForbiddenHostname(url.hostname)) return { ok: false, reason: "forbidden_address" };
    if (isIpLiteral(url.hostname) && classifyAddress(url.hostname) === "forbidden") {
      return { ok: false, reason: "forbidden_address" };
    }
    return { ok: true, url };
  };
}
