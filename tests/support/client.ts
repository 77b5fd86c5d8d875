import WebSocket from "ws";

/** A browser-like API client: keeps the session cookie, sends same-origin requests. */
export class ApiClient {
  private cookie = "";

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        origin: this.baseUrl,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) this.cookie = c.split(";")[0]!;
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: test convenience
    return { status: res.status, body: json as any, headers: res.headers };
  }

  get = (path: string) => this.request("GET", path);

  /** A binary answer (a PDF), with the session cookie. */
  async bytes(path: string) {
    const res = await fetch(this.baseUrl + path, { headers: this.cookie ? { cookie: this.cookie } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", path, body, headers);

  async register(email: string, password = "correct horse battery") {
    const res = await this.post("/api/register", { email, password, username: email.split("@")[0] });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** Open the push socket and collect every message it receives. */
  async openSocket(): Promise<{ messages: unknown[]; close(): void }> {
    const ws = new WebSocket(`${this.baseUrl.replace(/^http/, "ws")}/ws`, {
      headers: { cookie: this.cookie, origin: this.baseUrl },
    });
    const messages: unknown[] = [];
    ws.on("message", (data) => messages.push(JSON.parse(String(data))));
    await new Promise<void>((resolve, reject) => {
      ws.once("error", reject);
      const check = setInterval(() => {
        if (messages.some((m) => (m as { type: string }).type === "hello")) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    return { messages, close: () => ws.close() };
  }
}
