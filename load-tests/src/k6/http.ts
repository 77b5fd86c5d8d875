import { record } from "./state";

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

function cookiesOf(headers: Headers): Response["cookies"] {
  const out: Response["cookies"] = {};
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair!.indexOf("=");
    const name = pair!.slice(0, i).trim();
    const list = out[name] ?? [];
    list.push({ name, value: pair!.slice(i + 1).trim() });
    out[name] = list;
  }
  return out;
}

/** k6/http's asyncRequest over fetch, recording http_req_duration, http_req_failed and http_reqs. */
async function asyncRequest(method: string, url: string, body?: string | null, params: Params = {}): Promise<Response> {
  const expected = params.responseCallback?.expected;
  const tags = { method, name: params.tags?.name ?? url, ...params.tags };
  const started = performance.now();
  let res: Response;
  try {
    const r = await fetch(url, {
      method,
      headers: Object.fromEntries(Object.entries(params.headers ?? {}).filter(([, v]) => v !== "")),
      body: body ?? undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(typeof params.timeout === "number" ? params.timeout : 60_000),
    });
    const text = await r.text();
    res = {
      status: r.status,
      body: text,
      headers: Object.fromEntries(r.headers.entries()),
      cookies: cookiesOf(r.headers),
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
