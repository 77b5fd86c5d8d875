import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Duplex } from "node:stream";
import { createUrlChecker, type GuardOptions } from "./check-url";
import { classifyAddress, isIpLiteral } from "./classify";
import {
  type ConnectTarget,
  defaultPort,
  hostPortKey,
  isForbiddenHostname,
  normaliseHost,
  parseAllowHosts,
  parseResolveEntries,
} from "./hosts";

export const FORBIDDEN_ADDRESS = "ERR_FORBIDDEN_ADDRESS";

/** Raised (through the request's error event) when the guard refuses a connection. */
export class ForbiddenAddressError extends Error {
  readonly code = FORBIDDEN_ADDRESS;
  constructor(
    readonly host: string,
    readonly address?: string,
  ) {
    super(
      address && address !== host
        ? `refused to connect to ${host}: it resolves to the non-public address ${address}`
        : `refused to connect to the non-public address ${host}`,
    );
    this.name = "ForbiddenAddressError";
  }
}

export function isForbiddenAddressError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === FORBIDDEN_ADDRESS;
}

export interface GuardedAgentOptions extends GuardOptions {
  /** Reuse sockets between requests to the same origin; default true. */
  keepAlive?: boolean;
  /** DNS resolution; the system resolver by default. Tests inject answers here. */
  resolveAll?: ResolveAll;
  /** Cap on sockets per origin; default unlimited (the caller's concurrency limits it). */
  maxSocketsPerHost?: number;
  /**
   * `host=address:port` entries, tests only: a connection to that host name (any port, either
   * scheme) goes to exactly that address and port, unchecked, while the request keeps the name
   * (Host header, TLS server name and certificate check). Every other host meets the guard.
   */
  resolve?: readonly string[];
}

/**
 * http and https agents that check every address a connection would use: literal IPs directly
 * (Node skips DNS lookup for them) and hostnames through a lookup that resolves all A/AAAA records
 * and refuses if any is non-public. The check sits on the connect itself, so redirects, https→http
 * downgrades and DNS rebinding meet it on every hop. Allowlisted `host:port` pairs bypass it, and
 * so do the host names of `resolve`, which connect to their mapped address instead.
 */
export function createGuardedAgents(opts: GuardedAgentOptions): { http: http.Agent; https: https.Agent } {
  const allowed = parseAllowHosts(opts.allowHosts);
  const resolved = parseResolveEntries(opts.resolve ?? []);
  const guardedLookup = createGuardedLookup(opts.resolveAll);
  const agentOptions = {
    keepAlive: opts.keepAlive ?? true,
    maxSockets: opts.maxSocketsPerHost ?? Number.POSITIVE_INFINITY,
  };

  /**
   * The options a connection is made with: to a `resolve`d host's mapped target, as they are for an
   * allowlisted one, else with the guarded lookup; or the refusal.
   */
  const guard = <O extends http.ClientRequestArgs>(options: O, fallbackPort: number): O | ForbiddenAddressError => {
    const mapped = mappedTarget(options, resolved);
    if (mapped) return { ...options, ...mapped };
    const refusal = refuse(options, allowed, fallbackPort);
    if (refusal === "allowed") return options;
    return refusal ?? { ...options, lookup: guardedLookup };
  };

  class GuardedHttpAgent extends http.Agent {
    override createConnection(options: http.ClientRequestArgs, callback?: ConnectCallback) {
      const guarded = guard(options, 80);
      return guarded instanceof Error ? fail(guarded, callback) : super.createConnection(guarded, callback);
    }
  }

  class GuardedHttpsAgent extends https.Agent {
    override createConnection(options: https.RequestOptions, callback?: ConnectCallback) {
      const guarded = guard(options, 443);
      return guarded instanceof Error ? fail(guarded, callback) : super.createConnection(guarded, callback);
    }
  }

  return { http: new GuardedHttpAgent(agentOptions), https: new GuardedHttpsAgent(agentOptions) };
}

type ConnectCallback = (err: Error | null, stream: Duplex) => void;

/**
 * Where a connection to a `resolve`d host name goes. Only the socket's destination changes: the
 * Host header is already written, and the agent has set the TLS server name from the real name.
 */
function mappedTarget(
  options: http.ClientRequestArgs,
  resolved: ReadonlyMap<string, ConnectTarget>,
): { host: string; port: number } | undefined {
  if (options.socketPath || resolved.size === 0) return undefined;
  const target = resolved.get(normaliseHost(String(options.host ?? options.hostname ?? "")));
  return target && { host: target.address, port: target.port };
}

/** "allowed" bypasses the guard, an error refuses, null means "resolve and check the addresses". */
function refuse(
  options: http.ClientRequestArgs,
  allowed: ReadonlySet<string>,
  fallbackPort: number,
): "allowed" | ForbiddenAddressError | null {
  const host = String(options.host ?? options.hostname ?? "localhost");
  if (options.socketPath) return new ForbiddenAddressError(`unix:${options.socketPath}`);
  const port = Number(options.port ?? fallbackPort);
  if (allowed.has(hostPortKey(host, port))) return "allowed";
  if (isForbiddenHostname(host)) return new ForbiddenAddressError(host);
  if (isIP(host) && classifyAddress(host) === "forbidden") return new ForbiddenAddressError(host);
  return null;
}

/** Hands the refusal to the agent the way Node expects from an async createConnection. */
function fail(error: Error, callback?: ConnectCallback): undefined {
  if (!callback) throw error;
  process.nextTick(callback, error);
  return undefined;
}

/** Resolves every A/AAAA record of a name, like `dns.lookup(name, { all: true })`. */
export type ResolveAll = (hostname: string, options: LookupOptions) => Promise<LookupAddress[]>;

const systemResolveAll: ResolveAll = (hostname, options) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
  });

/**
 * A `net` lookup function that resolves all records and refuses if any is non-public, so a name
 * with one public and one private record is refused whichever the socket would have picked. Each
 * connect resolves afresh and connects to exactly the addresses it checked: a rebinding answer
 * (public first, 127.0.0.1 next) meets the check on the connect that would use it.
 */
export function createGuardedLookup(resolveAll: ResolveAll = systemResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    const lookupOptions: LookupOptions = typeof options === "object" && options ? options : {};
    resolveAll(hostname, lookupOptions).then(
      (addresses) => {
        const forbidden = addresses.find((entry) => classifyAddress(entry.address) === "forbidden");
        if (forbidden) return callback(new ForbiddenAddressError(hostname, forbidden.address), "");
        const first = addresses[0];
        if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "");
        if (lookupOptions.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ""),
    );
  };
}

export interface LinkCheckOptions extends GuardOptions {
  /** `host=address:port` entries (tests only): such a name connects to its mapped address, as the agents do. */
  resolve?: readonly string[];
  /** DNS resolution; the system resolver by default. Tests inject answers here. */
  resolveAll?: ResolveAll;
  /** A name that does not resolve within this time counts as refused. */
  lookupTimeoutMs?: number;
}

/**
 * Whether a link would pass the guard when fetched: the URL checks (scheme, literal addresses,
 * internal names, the allowlist), then every address its host name resolves to, as the guarded
 * agents check them at connect time. For links we offer the user (a list page's cards) before
 * anyone fetches them: a name resolving to loopback, a private network or a metadata address is
 * refused, and so is one that does not resolve in time.
 */
export function createLinkChecker(opts: LinkCheckOptions): (raw: string) => Promise<boolean> {
  const checkUrl = createUrlChecker(opts);
  const allowed = parseAllowHosts(opts.allowHosts);
  const resolved = parseResolveEntries(opts.resolve ?? []);
  const resolveAll = opts.resolveAll ?? systemResolveAll;
  const lookupTimeoutMs = opts.lookupTimeoutMs ?? 2_000;
  return async (raw) => {
    const checked = checkUrl(raw);
    if (!checked.ok) return false;
    const { hostname, port, protocol } = checked.url;
    const key = hostPortKey(hostname, port === "" ? defaultPort(protocol) : Number(port));
    if (allowed.has(key) || resolved.has(normaliseHost(hostname)) || isIpLiteral(hostname)) return true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), lookupTimeoutMs);
    });
    try {
      const addresses = await Promise.race([resolveAll(hostname, {}), late]);
      return !!addresses?.length && addresses.every((entry) => classifyAddress(entry.address) !== "forbidden");
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}
