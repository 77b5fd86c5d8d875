import type { ExtractionFailureReason } from "@suri/contracts";
import { clipText } from "@suri/contracts";
import { isForbiddenAddressError } from "@suri/netguard";

export interface FetchedHtml {
  ok: true;
  /** Where the page was read from, after redirects. */
  finalUrl: string;
  status: number;
  html: string;
  contentType: string;
}

export type FetchResult = FetchedHtml | FetchFailure;

export interface FetchFailure {
  ok: false;
  reason: ExtractionFailureReason;
  message: string;
  status?: number;
}

/** A fetch outcome decided inside a hook; carried through Crawlee's error path unchanged. */
export class FetchFailureError extends Error {
  constructor(readonly failure: FetchFailure) {
    super(failure.message);
    this.name = "FetchFailureError";
  }
}

export function failure(reason: ExtractionFailureReason, message: string, status?: number): FetchFailure {
  return status === undefined ? { ok: false, reason, message } : { ok: false, reason, message, status };
}

const TLS_CODE = /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_)/;
const NETWORK_CODES: Record<string, string> = {
  ENOTFOUND: "the host name does not resolve",
  EAI_AGAIN: "DNS lookup failed",
  ECONNREFUSED: "the server refused the connection",
  ECONNRESET: "the server closed the connection",
  EHOSTUNREACH: "the host is unreachable",
  ENETUNREACH: "the network is unreachable",
  EPROTO: "protocol error",
  HPE_INVALID_CONSTANT: "the server sent an invalid HTTP response",
};

/** Maps whatever Crawlee or got threw to a failure reason and a message for the user's report. */
export function failureFromError(error: unknown, redirectsMax: number): FetchFailure {
  for (const cause of causes(error)) {
    if (cause instanceof FetchFailureError) return cause.failure;
    if (isForbiddenAddressError(cause)) return failure("forbidden_address", (cause as Error).message);
  }
  const err = error as { code?: unknown; name?: unknown; message?: unknown };
  const code = typeof err.code === "string" ? err.code : "";
  const message = typeof err.message === "string" ? err.message : String(error);
  if (code === "ERR_TOO_MANY_REDIRECTS" || err.name === "MaxRedirectsError") {
    return failure("unreachable", redirectFailureMessage(error, redirectsMax));
  }
  if (code === "ETIMEDOUT" || err.name === "TimeoutError" || /timed out/i.test(message)) {
    return failure("timeout", "the page took too long to load");
  }
  if (TLS_CODE.test(code)) return failure("unreachable", `TLS certificate check failed (${code})`);
  if (code in NETWORK_CODES) return failure("unreachable", `${NETWORK_CODES[code]} (${code})`);
  const serverError = /^(5\d\d) - /.exec(message);
  if (serverError) return failure("unreachable", `the server answered HTTP ${serverError[1]}`, Number(serverError[1]));
  if (/served Content-Type/.test(message)) {
    const type = /Content-Type ([^,\s]+)/.exec(message)?.[1] ?? "unknown";
    return failure("not_a_listing", `the address serves ${type}, not a web page`);
  }
  return failure("unreachable", clipText(message, 300));
}

function* causes(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

function redirectFailureMessage(error: unknown, redirectsMax: number): string {
  const urls = ((error as { response?: { redirectUrls?: unknown[] } }).response?.redirectUrls ?? []).map(String);
  const looped = new Set(urls).size < urls.length;
  return looped
    ? `redirect loop: the page keeps redirecting to ${urls.at(-1) ?? "itself"}`
    : `too many redirects (more than ${redirectsMax})`;
}
