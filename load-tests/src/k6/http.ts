import { Agent, request } from "undici";
import { record } from "./state";

/**
 * One keep-alive pool per origin for every virtual user, as k6 keeps connections: undici's request
 * costs the load generator a fraction of what fetch does, so more of the machine is left to the target.
 */
const agent = new Agent({ connections: 512, keepAliveTimeout: 30_000, pipelining: 1 });

interface Params {
  headers?: Record<string, string>;
  tags?: Record<string, string>;
  responseCallback?: { expected: number[] };
  timeout?: string | number;
}

export interface Response {
  status: number;
  body: string;
  headers: Record<string, string>;
  cookies: Record<string, { name: string; value: string }[]>;
  timings: { duration: number };
  json(): unknown;
  error: string;
}

function cookiesOf(setCookie: string | string[] | undefined): Response["cookies"] {
  const out: Response["cookies"] = {};
  for (const line of typeof setCookie === "string" ? [setCookie] : (setCookie ?? [])) {
    const [pair] = line.split(";");
    const i = pair!.indexOf("=");
    const name = pair!.slice(0, i).trim();
    const list = out[name] ?? [];
    list.push({ name, value: pair!.slice(i + 1).trim() });
    out[name] = list;
  }
  return out;
}

/** k6/http's asyncRequest over undici, recording http_req_duration, http_req_failed and http_reqs. */
async function asyncRequest(method: string, url: string, body?: string | null, params: Params = {}): Promise<Response> {
  const expected = params.responseCallback?.expected;
  const tags = { method, name: params.tags?.name ?? url, ...params.tags };
  const started = performance.now();
  let res: Response;
  try {
    const timeout = typeof params.timeout === "number" ? params.timeout : 60_000;
    const r = await request(url, {
      method: method as "GET",
      headers: Object.fromEntries(Object.entries(params.headers ?? {}).filter(([, v]) => v !== "")),
      body: body ?? undefined,
      dispatcher: agent,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    const text = await r.body.text();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(r.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    res = {
      status: r.statusCode,
      body: text,
      headers,
      cookies: cookiesOf(r.headers["set-cookie"]),
      timings: { duration: performance.now() - started },
      json: () => JSON.parse(text),
      error: "",
    };
  } catch (err) {
    res = {
      status: 0,
      body: "",
      headers: {},
      cookies: {},
      timings: { duration: performance.now() - started },
      json: () => {
        throw new Error(`no body: ${String(err)}`);
      },
      error: String(err),
    };
  }
  const ok = expected ? expected.includes(res.status) : res.status >= 200 && res.status < 400;
  const sampleTags = { ...tags, status: String(res.status) };
  record("http_reqs", 1, sampleTags);
  record("http_req_duration", res.timings.duration, sampleTags);
  record("http_req_failed", ok ? 0 : 1, sampleTags);
  return res;
}

export default {
  asyncRequest,
  expectedStatuses: (...statuses: number[]) => ({ expected: statuses }),
};
