import { ApiErrorSchema } from "@suri/contracts";
import type { z } from "zod";

/** A non-2xx answer, or no answer at all (status 0). `message` follows SPEC §7: "status: body message". */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";
  constructor(
    readonly status: number,
    /** The server's own message (SPEC wording), or the status text when the body had none. */
    readonly serverMessage: string,
    readonly code: string | null,
    readonly fieldErrors: Record<string, string[]> | undefined,
    /** The answer's Retry-After in seconds (a busy or rate-limited server says when to come back). */
    readonly retryAfterSec: number | null = null,
  ) {
    super(status === 0 ? serverMessage : `${status}: ${serverMessage}`);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiRequestError {
  return error instanceof ApiRequestError && (status === undefined || error.status === status);
}

/** What a form says of a failed call: the server's own words when it gave any, else what went wrong. */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.serverMessage || error.message : String(error);
}

async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const parsed = ApiErrorSchema.partial().safeParse(body);
  const data = parsed.success ? parsed.data : {};
  const message = data.message || (body === null && text && text.length < 300 ? text : "") || response.statusText;
  const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
  return new ApiRequestError(
    response.status,
    message || String(response.status),
    data.code ?? null,
    data.fieldErrors,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
  );
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Ask intermediaries and the browser not to answer from a cache (the report page does). */
  noCache?: boolean;
  signal?: AbortSignal | undefined;
  /** Makes a retried POST safe: the server answers a repeated key with the first request's job. */
  idempotencyKey?: string;
}

/** Sends a same-origin request with the session cookie and validates the JSON answer with `schema`. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.infer<S>>;
export async function apiRequest(path: string, schema: null, options?: RequestOptions): Promise<void>;
export async function apiRequest(
  path: string,
  schema: z.ZodType | null,
  options: RequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  if (options.noCache) {
    headers["cache-control"] = "no-cache";
    headers.pragma = "no-cache";
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? null : JSON.stringify(options.body),
      cache: options.noCache ? "no-store" : "default",
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiRequestError(0, "Network error", "network_error", undefined);
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (schema === null || response.status === 204) return undefined;
  const json: unknown = await response.json();
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new ApiRequestError(response.status, "Unexpected response from the server", "invalid_response", undefined);
  }
  return result.data;
}
